#!/usr/bin/env bash
# Writes an env file for docker-compose.yml from .env.example, with a fresh
# random value for every secret left empty there. Never overwrites a file.
#
#   deploy/compose-env.sh [FILE=.env] [NAME=value ...]   (NAME=value: set or replace)
#
# The file is created with mode 600. Secrets are hex (URL-safe, as they go
# into DATABASE_URL and REDIS_URL).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.env}"
[ $# -gt 0 ] && shift
[ -e "$out" ] && { echo "$out exists; not overwriting it" >&2; exit 1; }

random_hex() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }

umask 077
{
  while IFS= read -r line; do
    case "$line" in
      SESSION_SECRET=) echo "SESSION_SECRET=$(random_hex 32)" ;;
      GATEWAY_PURGE_TOKEN=) echo "GATEWAY_PURGE_TOKEN=$(random_hex 24)" ;;
      POSTGRES_PASSWORD= | POSTGRES_AUTH_PASSWORD= | POSTGRES_CONTENT_PASSWORD= | POSTGRES_COMMENTS_PASSWORD= | \
        REDIS_PASSWORD= | S3_SECRET_KEY=) echo "$line$(random_hex 20)" ;;
      ADMIN_PASSWORD=) echo "ADMIN_PASSWORD=$(random_hex 12)" ;;
      *) echo "$line" ;;
    esac
  done <.env.example
} >"$out"

for assignment in "$@"; do
  name="${assignment%%=*}"
  grep -v "^${name}=" "$out" >"$out.tmp" || true
  echo "$assignment" >>"$out.tmp"
  mv "$out.tmp" "$out"
done
chmod 600 "$out"
echo "wrote $out (admin: $(sed -n 's/^ADMIN_EMAIL=//p' "$out"), password in the file)"

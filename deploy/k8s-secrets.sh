#!/usr/bin/env bash
# Writes k8s/overlays/<dev|prod>/secrets.env (read by the overlay's
# secretGenerator; git-ignored) from the overlay's secrets.env.example.
#   dev:  every secret random, the services' database URLs (each as its own
#         role: POSTGRES_AUTH/CONTENT/COMMENTS_PASSWORD) and REDIS_URL built from them
#   prod: SESSION_SECRET, GATEWAY_PURGE_TOKEN, ADMIN_PASSWORD and the services' role
#         passwords (POSTGRES_<SERVICE>_PASSWORD, then in their URLs) random; the
#         endpoints and keys of the managed services (POSTGRES_PASSWORD, the admin
#         role's, for the Job postgres-roles) are left for you to fill in
# Never overwrites an existing secrets.env. K8S_DIR: another copy of k8s/.
set -euo pipefail
overlay="${1:-}"
k8s="${K8S_DIR:-$(cd "$(dirname "$0")/../k8s" && pwd)}"
dir="$k8s/overlays/$overlay"
[ -f "$dir/secrets.env.example" ] || { echo "usage: $0 dev|prod" >&2; exit 2; }
out="$dir/secrets.env"
[ -e "$out" ] && { echo "$out exists; not overwriting it" >&2; exit 1; }

random_hex() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }
declare -A value
umask 077
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  name="${line%%=*}"
  val="${line#*=}"
  if [ -z "$val" ]; then
    case "$name" in
      SESSION_SECRET) val="$(random_hex 32)" ;;
      GATEWAY_PURGE_TOKEN) val="$(random_hex 24)" ;;
      # prod: the managed Postgres's password is yours to fill in.
      POSTGRES_PASSWORD) [ "$overlay" = dev ] && val="$(random_hex 20)" ;;
      *PASSWORD | *SECRET_KEY) val="$(random_hex 20)" ;;
      *) [ "$overlay" = dev ] && val="$(random_hex 12)" ;;
    esac
  fi
  value[$name]="$val"
  printf '%s=%s\n' "$name" "$val"
done <"$dir/secrets.env.example" >"$out.tmp"
# ${NAME} references to other values (the URLs); one still empty becomes a
# FILL-IN-<NAME> placeholder (prod: POSTGRES_PASSWORD), which the check below reports.
for name in "${!value[@]}"; do
  sed -i "s|\${$name}|${value[$name]:-FILL-IN-$name}|g" "$out.tmp"
done
mv "$out.tmp" "$out"
chmod 600 "$out"
echo "wrote $out"
if grep -Eq '=$|PASSWORD@' "$out"; then
  echo "fill in the values still empty or with PASSWORD placeholders in $out" >&2
fi

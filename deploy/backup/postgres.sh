#!/usr/bin/env bash
# Backup and restore of the portal's Postgres database in docker compose.
#
#   deploy/backup/postgres.sh backup  FILE    pg_dump (custom format) of POSTGRES_DB
#   deploy/backup/postgres.sh restore FILE    stops auth, content, comments and worker,
#                                             pg_restore --clean, hands each schema back
#                                             to its service's role (the one-shot
#                                             postgres-roles), starts them again and
#                                             restarts the gateway (nginx resolves the
#                                             services' addresses when it starts)
#
# The dump is taken as the admin role (POSTGRES_USER) without owners or grants,
# so it restores into any database; the restored objects belong to the admin
# until postgres-roles (k8s/base/postgres-roles.sql) gives every schema and what
# is in it to portal_auth, portal_content and portal_comments again.
#
# Runs pg_dump / pg_restore inside the postgres container (same version as the
# server), from the repository root. PORTAL_COMPOSE: the compose command with
# its files and env file (default: `docker compose`, or docker-compose), e.g.
#   PORTAL_COMPOSE="docker compose --env-file prod.env -f docker-compose.yml"
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck disable=SC2206
COMPOSE=(${PORTAL_COMPOSE:-$(docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose)})
APP_SERVICES=(auth content comments worker)

usage() {
  echo "usage: $0 backup|restore FILE" >&2
  exit 2
}
[ $# -eq 2 ] || usage
file="$2"

case "$1" in
  backup)
    tmp="$file.partial"
    "${COMPOSE[@]}" exec -T postgres sh -c \
      'pg_dump --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" --format=custom --no-owner --no-privileges' >"$tmp"
    mv "$tmp" "$file"
    echo "postgres: backup written to $file ($(du -h "$file" | cut -f1))"
    ;;
  restore)
    [ -s "$file" ] || { echo "postgres: $file is missing or empty" >&2; exit 1; }
    echo "postgres: stopping ${APP_SERVICES[*]} for the restore"
    "${COMPOSE[@]}" stop "${APP_SERVICES[@]}"
    "${COMPOSE[@]}" exec -T postgres sh -c \
      'pg_restore --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction' <"$file"
    echo "postgres: restored; giving the schemas back to the services' roles (postgres-roles)"
    "${COMPOSE[@]}" run --rm -T --no-deps postgres-roles
    echo "postgres: restored from $file and its owners set; starting ${APP_SERVICES[*]}"
    "${COMPOSE[@]}" start "${APP_SERVICES[@]}"
    "${COMPOSE[@]}" restart gateway
    ;;
  *) usage ;;
esac

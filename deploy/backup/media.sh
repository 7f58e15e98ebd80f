#!/usr/bin/env bash
# Backup and restore of the media bucket (uploaded images) in docker compose.
#
#   deploy/backup/media.sh backup  FILE.tar   every object of S3_BUCKET, with its
#                                             Content-Type and Cache-Control, as a tar
#   deploy/backup/media.sh restore FILE.tar   puts them back (same keys; others are kept)
#
# Talks to the storage through the S3 API from inside the content container
# (its endpoint, bucket and key; deploy/backup/media.cjs), so it works the
# same with MinIO, the local stand-in or a managed S3. PORTAL_COMPOSE: as in
# postgres.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck disable=SC2206
COMPOSE=(${PORTAL_COMPOSE:-$(docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose)})
script="$(cat deploy/backup/media.cjs)"

[ $# -eq 2 ] || { echo "usage: $0 backup|restore FILE.tar" >&2; exit 2; }
file="$2"
case "$1" in
  backup)
    "${COMPOSE[@]}" exec -T content node -e "$script" backup >"$file.partial"
    mv "$file.partial" "$file"
    echo "media: backup written to $file ($(du -h "$file" | cut -f1), $(tar -tf "$file" | grep -vc '/$') entries)"
    ;;
  restore)
    [ -s "$file" ] || { echo "media: $file is missing or empty" >&2; exit 1; }
    "${COMPOSE[@]}" exec -T content node -e "$script" restore <"$file"
    ;;
  *) echo "usage: $0 backup|restore FILE.tar" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# The compose proof (issue 5), on a machine that reaches no image registry:
#
#  1. a Docker engine (Debian's docker.io, dockerd started by hand if needed);
#  2. the base images, built locally (deploy/base-images/build.sh: debootstrap,
#     docker import, Node from npm);
#  3. the real docker-compose.yml with docker-compose.local.yml, which swaps
#     only SeaweedFS and MailDev for stand-ins from npm (same service names,
#     ports, variables and volumes); PgBouncer from the local base image (the
#     services reach Postgres through it, migrations directly); every image built;
#  4. `up`: every container healthy (the one-shots done), none restarted; the demo
#     seed's articles with their pictures' variants; through the gateway: sign
#     up, the admin publishes an article with an uploaded image, the image loads
#     from /media/, a comment, a password-reset mail (deploy/smoke/portal-smoke.mjs);
#  5. backups of Postgres and of the bucket (deploy/backup/*.sh);
#  6. `down` and `up`: the article, the image and the comment are still there;
#  7. `down -v` (volumes gone) and `up`: they are gone; restore both backups:
#     they are back;
#  8. `down -v`.
#
# Prints a progress line per step with the elapsed time, the image sizes and
# the duration of each step. Environment: SMOKE_PORT (the gateway's port on
# 127.0.0.1; default the first free one of 18480-18499), SMOKE_PROJECT
# (portal-smoke), SMOKE_KEEP=1 (leave the stack running at the end),
# PORTAL_DEPLOY_CACHE.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$DEPLOY_DIR/base-images/build.sh"
cd "$REPO_ROOT"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT="${SMOKE_PORT:-}"
if [ -z "$PORT" ]; then
  for PORT in $(seq 18480 18499); do port_in_use "$PORT" || break; done
fi
PROJECT="${SMOKE_PROJECT:-portal-smoke}"
WORK="$(mktemp -d /tmp/portal-smoke.XXXXXX)"
NODE="$(node_bin)"
STEP_T0=$(date +%s)
SUMMARY=()

step_done() {
  local now
  now=$(date +%s)
  SUMMARY+=("$(printf '%-44s %4ss' "$1" "$((now - STEP_T0))")")
  STEP_T0=$now
}

COMPOSE=()
compose() { "${COMPOSE[@]}" "$@"; }

cleanup() {
  local rc=$?
  set +e
  if [ ${#COMPOSE[@]} -gt 0 ]; then
    if [ $rc -ne 0 ]; then
      log "FAILED: state of the stack and the last log lines"
      compose ps
      compose logs --no-color --tail=40 2>&1 | tail -n 300
    fi
    if [ -z "${SMOKE_KEEP:-}" ]; then
      log "docker compose down -v"
      compose down -v --remove-orphans >/dev/null 2>&1
      # Untagged images of earlier builds would pile up run after run; the
      # recent ones are the build cache (the build stages), so keep 3 days.
      docker image prune -f --filter until=72h >/dev/null 2>&1
    else
      log "SMOKE_KEEP: leaving the stack up (${COMPOSE[*]})"
    fi
  fi
  [ -z "${SMOKE_KEEP:-}" ] && stop_dockerd_if_started
  rm -rf "$WORK"
  exit $rc
}
trap cleanup EXIT

# Every container of the project running and healthy (one-shot ones exited 0),
# within $1 seconds; then no container may have been restarted.
wait_settled() {
  local limit="$1" start waiting line name status health restarts code
  start=$(date +%s)
  while :; do
    waiting=()
    for id in $(compose ps -q); do
      line="$(docker inspect -f '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.RestartCount}} {{.State.ExitCode}}' "$id")"
      read -r name status health restarts code <<<"$line"
      name="${name#/}"
      if [ "$status" = exited ]; then
        [ "$code" = 0 ] || die "$name exited with code $code"
      elif [ "$status" != running ] || { [ "$health" != healthy ] && [ "$health" != none ]; }; then
        waiting+=("$name:$status/$health")
      fi
    done
    [ ${#waiting[@]} -eq 0 ] && break
    [ $(($(date +%s) - start)) -ge "$limit" ] && die "not settled after ${limit}s: ${waiting[*]}"
    sleep 2
  done
  for id in $(compose ps -q); do
    line="$(docker inspect -f '{{.Name}} {{.RestartCount}}' "$id")"
    read -r name restarts <<<"$line"
    [ "$restarts" = 0 ] || die "${name#/} was restarted $restarts time(s)"
  done
  log "all $(compose ps -q | wc -l) containers settled (healthy or done, no restarts) in $(($(date +%s) - start))s"
}

up() {
  local t0
  t0=$(date +%s)
  compose up -d >"$WORK/up.log" 2>&1 || {
    cat "$WORK/up.log"
    die "docker compose up failed"
  }
  wait_settled 300
  log "up took $(($(date +%s) - t0))s"
}

smoke() {
  local maildev_ip
  maildev_ip="$(docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}' "$(compose ps -q maildev)" | awk '{print $1}')"
  GATEWAY_URL="http://127.0.0.1:$PORT" MAILDEV_URL="http://$maildev_ip:1080" SMOKE_STATE="$WORK/smoke-state.json" SMOKE_EXPECT_DEMO=1 \
    ADMIN_EMAIL="$(sed -n 's/^ADMIN_EMAIL=//p' "$WORK/smoke.env")" ADMIN_PASSWORD="$(sed -n 's/^ADMIN_PASSWORD=//p' "$WORK/smoke.env")" \
    "$NODE" "$DEPLOY_DIR/smoke/portal-smoke.mjs" "$1"
}

log "compose smoke test: project $PROJECT, gateway on 127.0.0.1:$PORT"

# --- 1-2. engine and base images ---------------------------------------------
ensure_docker
build_base_images
step_done "engine and base images"

# --- 3. configuration and images ---------------------------------------------------
bash "$DEPLOY_DIR/compose-env.sh" "$WORK/smoke.env" \
  "COMPOSE_PROJECT_NAME=$PROJECT" \
  "GATEWAY_PUBLISH=127.0.0.1:$PORT" \
  "PUBLIC_URL=http://127.0.0.1:$PORT" \
  "SEED_DEMO=true" \
  "PORTAL_IMAGE_TAG=smoke" \
  "NODE_IMAGE=$LOCAL_NODE_IMAGE" \
  "NGINX_IMAGE=$LOCAL_NGINX_IMAGE" \
  "POSTGRES_IMAGE=$LOCAL_POSTGRES_IMAGE" \
  "REDIS_IMAGE=$LOCAL_REDIS_IMAGE" \
  "PGBOUNCER_IMAGE=$LOCAL_PGBOUNCER_IMAGE" >/dev/null
read -r -a COMPOSE <<<"$(compose_cmd) --env-file $WORK/smoke.env -p $PROJECT -f docker-compose.yml -f docker-compose.local.yml"
export PORTAL_COMPOSE="${COMPOSE[*]}"
compose config -q || die "docker-compose.yml with the override is not valid"
compose down -v --remove-orphans >/dev/null 2>&1 || true

for svc in seaweedfs maildev gateway gateway-metrics web auth content comments worker; do
  t0=$(date +%s)
  if ! compose build "$svc" >"$WORK/build-$svc.log" 2>&1; then
    tail -n 60 "$WORK/build-$svc.log"
    die "building $svc failed"
  fi
  log "built $svc ($(($(date +%s) - t0))s)"
done
log "image sizes:"
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' |
  grep -E '^(portal/[a-z-]+:smoke|portal-local/)' | sort | sed 's/^/[deploy]   /'
step_done "build the images"

# --- 4. up and the smoke test ------------------------------------------------------
log "docker compose up -d"
up
step_done "up (fresh volumes, demo seed)"
smoke create
step_done "smoke: sign-up, article, image, comment, mail"

# --- 5. backups ----------------------------------------------------------------------
mkdir -p "$WORK/backup"
bash "$DEPLOY_DIR/backup/postgres.sh" backup "$WORK/backup/portal.dump"
bash "$DEPLOY_DIR/backup/media.sh" backup "$WORK/backup/media.tar"
step_done "backup Postgres and the bucket"

# --- 6. down and up: nothing lost ----------------------------------------------------
log "docker compose down (volumes kept), then up -d"
compose down >/dev/null 2>&1
up
smoke verify
step_done "down, up: everything still there"

# --- 7. fresh volumes, then restore ---------------------------------------------------
log "docker compose down -v (volumes deleted), then up -d"
compose down -v >/dev/null 2>&1
up
smoke absent
bash "$DEPLOY_DIR/backup/postgres.sh" restore "$WORK/backup/portal.dump"
bash "$DEPLOY_DIR/backup/media.sh" restore "$WORK/backup/media.tar"
wait_settled 180
smoke verify
step_done "down -v, up, restore: everything back"

log "summary:"
for line in "${SUMMARY[@]}"; do echo "[deploy]   $line"; done
log "compose smoke: passed in $(($(date +%s) - DEPLOY_T0))s"

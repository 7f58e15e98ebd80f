#!/usr/bin/env bash
# Deploy checks of CI (.ci/run calls this after `npm test`):
#   k8s      the manifests: every overlay renders, validates against the
#            Kubernetes API schema, meets the policies (deploy/test/k8s.test.mjs)
#   compose  the compose proof: base images built here, the real
#            docker-compose.yml (+ docker-compose.local.yml), smoke test through
#            the gateway, down/up, backup and restore (deploy/compose-smoke.sh)
# Runs both, prints each one's duration, and ends with
# "deploy: N passed, N failed". `deploy/ci.sh k8s` runs only the named step.
# Runs as root on CI (apt-get, dockerd, debootstrap).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(k8s compose)
passed=0
failed=0
results=()

step_k8s() {
  log "k8s: npm ci --prefix deploy (kubernetes-models, yaml, typescript)"
  npm ci --prefix deploy --no-audit --no-fund --loglevel=error >/dev/null || return 1
  log "k8s: render every overlay, validate, check the policies"
  "$(node_bin)" --test --test-reporter=spec deploy/test/*.test.mjs
}

step_compose() {
  bash deploy/compose-smoke.sh
}

for step in "${steps[@]}"; do
  declare -F "step_$step" >/dev/null || die "unknown step $step (k8s, compose)"
  t0=$(date +%s)
  log "== $step"
  if "step_$step"; then
    passed=$((passed + 1))
    results+=("$step: passed in $(($(date +%s) - t0))s")
  else
    failed=$((failed + 1))
    results+=("$step: FAILED after $(($(date +%s) - t0))s")
  fi
  log "== $step done ($(($(date +%s) - t0))s)"
done

for r in "${results[@]}"; do log "$r"; done
echo "deploy: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Deploy checks of CI (.ci/run calls this after `npm test`):
#   k8s      the manifests: every overlay renders, validates against the
#            Kubernetes API schema, meets the policies (deploy/test/k8s.test.mjs)
#   compose  the compose proof: base images built here, the real
#            docker-compose.yml (+ docker-compose.local.yml), smoke test through
#            the gateway, down/up, backup and restore (deploy/compose-smoke.sh)
# Runs both, prints each one's duration, and ends with
# "deploy: N passed, N failed" (the checks of both). `deploy/ci.sh k8s` runs
# only the named step.
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

tmplog="$(mktemp)"
trap 'rm -f "$tmplog"' EXIT
for step in "${steps[@]}"; do
  declare -F "step_$step" >/dev/null || die "unknown step $step (k8s, compose)"
  t0=$(date +%s)
  log "== $step"
  "step_$step" 2>&1 | tee "$tmplog"
  rc=${PIPESTATUS[0]}
  # Count the checks: node's test runner ("ℹ pass N") and the smoke test
  # ("smoke: N passed, N failed"); a failure that counted none counts one.
  ok=$(sed -n -e 's/^ℹ pass \([0-9]*\)$/\1/p' -e 's/^smoke: \([0-9]*\) passed.*/\1/p' "$tmplog" | awk '{s+=$1} END {print s+0}')
  bad=$(sed -n -e 's/^ℹ fail \([0-9]*\)$/\1/p' -e 's/^smoke: [0-9]* passed, \([0-9]*\) failed.*/\1/p' "$tmplog" | awk '{s+=$1} END {print s+0}')
  [ "$rc" -ne 0 ] && [ "$bad" -eq 0 ] && bad=1
  passed=$((passed + ok))
  failed=$((failed + bad))
  if [ "$rc" -eq 0 ]; then
    results+=("$step: passed in $(($(date +%s) - t0))s ($ok checks)")
  else
    results+=("$step: FAILED after $(($(date +%s) - t0))s ($ok checks passed, $bad failed)")
  fi
  log "== $step done ($(($(date +%s) - t0))s)"
done

for r in "${results[@]}"; do log "$r"; done
echo "deploy: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

// Every image a compose file or a Kubernetes manifest names is fully qualified
// (registry host first) and pinned (a tag other than "latest", or a digest), so
// `docker compose up` and `kubectl apply` pull what was reviewed, from where it
// was reviewed; and none is MinIO's, deleted from Docker Hub (docs/decisions.md).
// The portal's own images (portal/<part>, built from this repository and tagged
// per release with PORTAL_IMAGE_TAG or the overlay's `images:` list) and the
// stand-ins docker-compose.local.yml builds (portal-local/*) are the exception:
// they are never pulled from a public registry by that short name.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/paths.mjs';

const OWN_IMAGE = /^(\$\{PORTAL_IMAGE_PREFIX:-portal\}|portal|portal-local)\/[a-z0-9-]+(:|$)/;

/** The image a reference names once its `${VAR:-default}` takes the default. */
const withDefaults = (ref) => ref.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');

/** Why a reference breaks the rule, or null. */
export function imageProblem(ref) {
  const image = withDefaults(ref.trim().replace(/^["']|["']$/g, ''));
  if (OWN_IMAGE.test(ref.trim()) || OWN_IMAGE.test(image)) return null;
  if (/\$\{/.test(image)) return 'a variable without a default';
  if (/(^|\/)minio\/(minio|mc)([:@]|$)/.test(image)) return 'MinIO, deleted from Docker Hub';
  const [name, digest] = image.split('@');
  const slash = name.indexOf('/');
  const host = slash > 0 ? name.slice(0, slash) : '';
  if (!/[.:]/.test(host) && host !== 'localhost') return 'no registry host (docker.io/..., ghcr.io/...)';
  if (digest) return /^sha256:[0-9a-f]{64}$/.test(digest) ? null : 'a malformed digest';
  const tag = name.slice(slash + 1).split(':')[1];
  if (!tag) return 'no tag';
  if (tag === 'latest') return 'the tag "latest"';
  return null;
}

/** [file, line number, reference] of every image named in compose files and k8s manifests. */
function imageReferences() {
  const files = readdirSync(REPO_ROOT)
    .filter((f) => /^docker-compose.*\.ya?ml$/.test(f))
    .map((f) => path.join(REPO_ROOT, f));
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry)) files.push(full);
    }
  };
  walk(path.join(REPO_ROOT, 'k8s'));
  const refs = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // `image: x`, a base image build argument (`NODE_IMAGE: x`), (the overlays' `images:` list renames only the own images).
        const m = line.match(/^\s*(?:-\s+)?(?:image|[A-Z_]+_IMAGE):\s*(\S.*?)\s*(#.*)?$/);
        if (m) refs.push([path.relative(REPO_ROOT, file), i + 1, m[1]]);
      });
  }
  return refs;
}

test('the rule itself: qualified and pinned, own images excepted, MinIO refused', () => {
  assert.equal(imageProblem('docker.io/library/postgres:17-bookworm'), null);
  assert.equal(imageProblem('${POSTGRES_IMAGE:-docker.io/library/postgres:17-bookworm}'), null);
  assert.equal(imageProblem(`ghcr.io/x/y@sha256:${'a'.repeat(64)}`), null);
  assert.equal(imageProblem('${PORTAL_IMAGE_PREFIX:-portal}/gateway:${PORTAL_IMAGE_TAG:-latest}'), null);
  assert.equal(imageProblem('portal/auth'), null);
  assert.match(imageProblem('postgres:17-bookworm'), /no registry host/);
  assert.match(imageProblem('redis'), /no registry host/);
  assert.match(imageProblem('docker.io/library/redis'), /no tag/);
  assert.match(imageProblem('docker.io/library/redis:latest'), /latest/);
  assert.match(imageProblem('${X_IMAGE}'), /variable without a default/);
  assert.match(imageProblem('docker.io/minio/minio:RELEASE.2025-09-07T16-13-09Z'), /MinIO/);
  assert.match(imageProblem('minio/mc:RELEASE.2025-08-13T08-35-41Z'), /MinIO/);
});

test('every image of the compose files and the Kubernetes manifests is fully qualified and pinned', () => {
  const refs = imageReferences();
  assert.ok(refs.length >= 10, `found only ${refs.length} image references`);
  const bad = refs
    .map(([file, line, ref]) => [file, line, ref, imageProblem(ref)])
    .filter(([, , , problem]) => problem)
    .map(([file, line, ref, problem]) => `${file}:${line} ${ref}: ${problem}`);
  assert.deepEqual(bad, []);
});

// Docker HEALTHCHECK of the Node images: GET http://127.0.0.1:$PORT<path>,
// healthy on a 2xx answer within 3 s. PORT is the one port every portal
// container listens on (3000, set by the images; docs/deploy.md, "Ports").
//   node tools/healthcheck.mjs [path=/readyz]
const [path = '/readyz'] = process.argv.slice(2);
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}

// Docker HEALTHCHECK of the Node images: GET http://127.0.0.1:<port><path>,
// healthy on a 2xx answer within 3 s.
//   node tools/healthcheck.mjs <PORT_VARIABLE> <default port> [path=/readyz]
const [portVar, fallbackPort, path = '/readyz'] = process.argv.slice(2);
const port = process.env[portVar] || fallbackPort;
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}

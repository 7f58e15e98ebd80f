// Healthy when the server answers HTTP at all (GET /: any status below 500).
//   node healthcheck.mjs [url=http://127.0.0.1:8333/]
const url = process.argv[2] || 'http://127.0.0.1:8333/';
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  process.exit(res.status < 500 ? 0 : 1);
} catch {
  process.exit(1);
}

// A stand-in for Cloudflare's purge API (POST /client/v4/zones/<zone>/purge_cache with
// {"tags": [...]} and a bearer token), for the whole-stack tests: it answers as Cloudflare
// does and keeps what it was asked, which GET /purges lists. Only node: built-ins.
import http from 'node:http';

export const FAKE_CLOUDFLARE_ZONE = 'e2ezone0000000000000000000000000';

export function startFakeCloudflare({ port, token }) {
  const purges = [];
  const server = http.createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/purges') return send(200, purges);
    const m = req.url.match(/^\/client\/v4\/zones\/([^/]+)\/purge_cache$/);
    if (req.method !== 'POST' || !m)
      return send(404, { success: false, errors: [{ code: 7003, message: 'No route' }] });
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] });
    }
    if (m[1] !== FAKE_CLOUDFLARE_ZONE)
      return send(404, { success: false, errors: [{ code: 1001, message: 'Invalid zone' }] });
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let tags;
      try {
        tags = JSON.parse(raw).tags;
      } catch {
        return send(400, { success: false, errors: [{ code: 1012, message: 'Request must be JSON' }] });
      }
      if (!Array.isArray(tags) || !tags.length || tags.length > 30) {
        return send(400, { success: false, errors: [{ code: 1012, message: 'tags: 1 to 30' }] });
      }
      purges.push({ at: Date.now(), tags });
      send(200, { success: true, errors: [], messages: [], result: { id: String(purges.length) } });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, purges, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}

// Small network helpers of the local stack (health checks, port checks, Redis
// ping). Only node: built-ins.
import http from 'node:http';
import net from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** GET url -> { status, body } (rejects on connection errors or timeout). */
export function httpGet(url, { timeoutMs = 3000, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/**
 * Polls `url` until it answers 200 or `deadline` (epoch ms) passes; `abort`
 * (an AbortSignal) stops early. Resolves true/false; `last` tells why not.
 */
export async function waitForHttp(url, { deadline, signal, intervalMs = 300 } = {}) {
  let last = 'no answer yet';
  while (Date.now() < deadline && !signal?.aborted) {
    try {
      const r = await httpGet(url, { timeoutMs: 2000 });
      if (r.status === 200) return { ok: true };
      last = `HTTP ${r.status} ${r.body.slice(0, 200)}`;
    } catch (err) {
      last = err.code || err.message;
    }
    await sleep(intervalMs);
  }
  return { ok: false, last };
}

/** true when something accepts TCP connections on host:port. */
export function isListening(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (v) => {
      s.destroy();
      resolve(v);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.on('connect', () => done(true));
    s.on('error', () => done(false));
  });
}

/** Sends RESP commands to a Redis URL; resolves with the raw reply text. */
export function redisCommand(redisUrl, ...commands) {
  const u = new URL(redisUrl);
  const encode = (args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;
  const all = [];
  if (u.password || u.username) all.push(u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)]);
  const db = u.pathname.replace(/^\//, '');
  if (db) all.push(['SELECT', db]);
  all.push(...commands);
  return new Promise((resolve, reject) => {
    const s = net.connect({ port: Number(u.port || 6379), host: u.hostname || '127.0.0.1' });
    let data = '';
    s.setTimeout(3000, () => s.destroy(new Error('Redis did not answer within 3 s')));
    s.on('connect', () => s.write(all.map(encode).join('')));
    s.on('data', (c) => {
      data += c;
      const replies = data.split('\r\n').filter((l) => /^[+\-:]/.test(l));
      if (replies.length >= all.length) {
        s.end();
        const err = replies.find((l) => l.startsWith('-'));
        if (err) reject(new Error(`Redis: ${err.slice(1)}`));
        else resolve(replies.at(-1));
      }
    });
    s.on('error', reject);
  });
}

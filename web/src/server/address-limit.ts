import type { IncomingMessage } from 'node:http';

/**
 * Per-address limits of the web server's machine-readable paths (feeds, sitemaps), which
 * walk the API. Counted in this process (the web server has no Redis): with N replicas a
 * client spread over them may get up to N times the number. Fixed windows, keys bounded.
 */
export interface AddressRule {
  points: number;
  windowSeconds: number;
}

/** Feeds and sitemaps: 60 a minute from one address (a feed reader polls every few minutes). */
export const FEEDS_PER_ADDRESS: AddressRule = { points: 60, windowSeconds: 60 };

/** Keys kept at most; a full table drops its expired windows, then everything. */
const MAX_KEYS = 50_000;

/**
 * The client's key: the address the gateway gave (X-Forwarded-For holds exactly one; the
 * web server is reachable only through the gateway), else the peer. IPv6 counts per /64
 * (one subscriber's network), IPv4-mapped IPv6 as IPv4 (as the services' keys).
 */
export function addressKey(req: IncomingMessage): string {
  const given = req.headers['x-forwarded-for'];
  const raw = (typeof given === 'string' ? given.split(',').pop()!.trim() : '') || req.socket.remoteAddress || '';
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  if (!ip.includes(':')) return ip;
  return `${ipv6Prefix64(ip)}::/64`;
}

/** The first four groups of an IPv6 address (expanded, lower case). */
export function ipv6Prefix64(ip: string): string {
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':');
}

export class AddressLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: AddressRule) {}

  /** Counts one request of `key`: 0 when allowed, else the seconds until the window ends. */
  take(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { count: 0, resetAt: now + this.rule.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.rule.points ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}

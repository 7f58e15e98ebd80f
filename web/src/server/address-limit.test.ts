import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AddressLimit, addressKey, FEEDS_PER_ADDRESS, ipv6Prefix64 } from './address-limit';

const request = (forwardedFor?: string, peer = '10.1.2.3') =>
  ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('point 4: per-address limit of feeds and sitemaps', () => {
  it('lets one address read 60 a minute, then answers the seconds to wait; another address is not touched', () => {
    const limit = new AddressLimit(FEEDS_PER_ADDRESS);
    const now = 1_000_000;
    for (let i = 0; i < 60; i += 1) expect(limit.take('203.0.113.5', now)).toBe(0);
    expect(limit.take('203.0.113.5', now + 1000)).toBe(59);
    expect(limit.take('198.51.100.7', now + 1000)).toBe(0);
    expect(limit.take('203.0.113.5', now + 60_000)).toBe(0);
  });
});

describe('point 5: addresses as keys', () => {
  it("keys on the gateway's X-Forwarded-For, IPv4-mapped as IPv4, IPv6 per /64", () => {
    expect(addressKey(request('203.0.113.5'))).toBe('203.0.113.5');
    expect(addressKey(request('::ffff:203.0.113.5'))).toBe('203.0.113.5');
    expect(addressKey(request(undefined, '192.0.2.1'))).toBe('192.0.2.1');
    expect(addressKey(request('2001:db8:aa:bb:1:2:3:4'))).toBe('2001:db8:aa:bb::/64');
    expect(addressKey(request('2001:db8:aa:bb::9'))).toBe('2001:db8:aa:bb::/64');
    expect(addressKey(request('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(ipv6Prefix64('2001:0db8:00aa:00bb::')).toBe('2001:db8:aa:bb');
  });
});

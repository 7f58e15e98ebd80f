import { clientAddress } from './rate-limit';

describe('point 5: clientAddress, the key of per-address limits', () => {
  it('keeps IPv4, folds IPv4-mapped IPv6, and keys IPv6 per /64', () => {
    expect(clientAddress({ ip: '203.0.113.5' })).toBe('203.0.113.5');
    expect(clientAddress({ ip: '::ffff:203.0.113.5' })).toBe('203.0.113.5');
    expect(clientAddress({ ip: '2001:db8:aa:bb:1:2:3:4' })).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress({ ip: '2001:db8:aa:bb:ffff:ffff:ffff:ffff' })).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress({ ip: '2001:0db8:00aa:00bb::9' })).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientAddress({ ip: '2001:db8:aa:bc::1' })).not.toBe(clientAddress({ ip: '2001:db8:aa:bb::1' }));
    expect(clientAddress({ ip: '::1' })).toBe('0:0:0:0::/64');
    expect(clientAddress({})).toBe('unknown');
  });
});

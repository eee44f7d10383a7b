import { describe, expect, it } from 'vitest';
import { clientOf } from './live-client';

describe('the client of a live-quote socket', () => {
  it('is an IPv4 address as it is', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('is an IPv6 address’s /64, however it is written', () => {
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 one', () => {
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is one shared unknown client without an address, or with something else in its place', () => {
    for (const address of [null, undefined, '', 'localhost', '2001:db8::1%eth0', '<script>', '1:2:3']) expect(clientOf(address)).toBe('unknown');
  });
});

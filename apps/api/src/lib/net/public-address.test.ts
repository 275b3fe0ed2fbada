import { describe, expect, it } from 'vitest';
import { createPublicAddressTest } from './public-address.ts';

describe('createPublicAddressTest', () => {
  it('never lets an IPv6 range refuse an IPv4 address', () => {
    const isPublic = createPublicAddressTest({ ipv6: [['::ffff:0:0', 96]] });
    expect(isPublic('8.8.8.8')).toBe(true);
    expect(isPublic('::ffff:8.8.8.8')).toBe(false);
  });

  it('judges an IPv4-mapped address by the IPv4 ranges, the extra ones included', () => {
    const isPublic = createPublicAddressTest({ ipv4: [['8.8.8.0', 24]] });
    expect(isPublic('::ffff:1.1.1.1')).toBe(true);
    expect(isPublic('::ffff:8.8.8.8')).toBe(false);
    expect(isPublic('::ffff:192.168.0.1')).toBe(false);
  });

  it('never lets an IPv4 range refuse an IPv6 address other than the mapped form', () => {
    const isPublic = createPublicAddressTest({ ipv4: [['0.0.0.0', 0]] });
    expect(isPublic('2001:4860:4860::8888')).toBe(true);
    expect(isPublic('::ffff:8.8.8.8')).toBe(false);
  });
});

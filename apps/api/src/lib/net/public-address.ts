import { BlockList, isIP } from 'node:net';

type TSubnets = readonly (readonly [network: string, prefix: number])[];

/**
 * The special-purpose ranges (RFC 6890) no address on the internet is in: this host, the private
 * networks, shared (CGNAT), link-local (the cloud metadata service at 169.254.169.254), the
 * documentation and benchmarking ranges, multicast and the reserved ones. node:net's BlockList
 * also matches their IPv4-mapped IPv6 forms (`::ffff:10.0.0.1`).
 */
const SPECIAL_IPV4: TSubnets = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
];

const SPECIAL_IPV6: TSubnets = [
  ['::', 128],
  ['::1', 128],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

/**
 * A test of public unicast addresses: false for the special-purpose ranges, for what is not an IP
 * address, and for the extra ranges given (the webhooks' guard refuses every IPv4-mapped and
 * -translated form as well, whatever it embeds).
 */
export const createPublicAddressTest = (
  extra: { ipv4?: TSubnets; ipv6?: TSubnets } = {},
): ((address: string) => boolean) => {
  const blocked = new BlockList();
  for (const [network, prefix] of [...SPECIAL_IPV4, ...(extra.ipv4 ?? [])]) {
    blocked.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [...SPECIAL_IPV6, ...(extra.ipv6 ?? [])]) {
    blocked.addSubnet(network, prefix, 'ipv6');
  }
  return (address) => {
    const family = isIP(address);
    if (family === 0) return false;
    return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
};

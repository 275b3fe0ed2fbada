import { BlockList, isIP } from 'node:net';

type TSubnets = readonly (readonly [network: string, prefix: number])[];

/**
 * The special-purpose ranges (RFC 6890) no address on the internet is in: this host, the private
 * networks, shared (CGNAT), link-local (the cloud metadata service at 169.254.169.254), the
 * documentation and benchmarking ranges, multicast and the reserved ones.
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

/** The IPv4-mapped IPv6 form (`::ffff:a.b.c.d`): the IPv4 host it embeds is the one reached. */
const IPV4_MAPPED: TSubnets = [['::ffff:0:0', 96]];

const blockListOf = (subnets: TSubnets, family: 'ipv4' | 'ipv6'): BlockList => {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
};

/**
 * A test of public unicast addresses: false for the special-purpose ranges, for what is not an IP
 * address, and for the extra ranges given. An address is judged by its family's list only: one
 * BlockList holding both families would match an IPv4 address against an IPv6 subnet covering
 * `::ffff:0:0/96` (node:net maps IPv4 there), refusing every IPv4 host. An IPv4-mapped IPv6
 * address must pass the IPv6 list and the IPv4 list for the address it embeds (node:net's
 * documented check of a mapped address against IPv4 subnets), so `::ffff:8.8.8.8` is public and
 * `::ffff:127.0.0.1` is not.
 */
export const createPublicAddressTest = (
  extra: { ipv4?: TSubnets; ipv6?: TSubnets } = {},
): ((address: string) => boolean) => {
  const blockedIpv4 = blockListOf([...SPECIAL_IPV4, ...(extra.ipv4 ?? [])], 'ipv4');
  const blockedIpv6 = blockListOf([...SPECIAL_IPV6, ...(extra.ipv6 ?? [])], 'ipv6');
  const mapped = blockListOf(IPV4_MAPPED, 'ipv6');
  return (address) => {
    const family = isIP(address);
    if (family === 4) return !blockedIpv4.check(address, 'ipv4');
    if (family !== 6) return false;
    if (blockedIpv6.check(address, 'ipv6')) return false;
    return !mapped.check(address, 'ipv6') || !blockedIpv4.check(address, 'ipv6');
  };
};

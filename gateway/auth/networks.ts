// Address lists from the environment (TRUSTED_PROXIES, AUTH_BYPASS_NETWORKS): single addresses or
// CIDR ranges, IPv4 and IPv6, checked once at start and matched with Node's BlockList; and host names
// as ALLOWED_HOSTS and the Host header give them.
import { BlockList, isIP } from 'node:net';

/** True when `entry` is an IP address or a CIDR range such as 192.168.0.0/16 or fd00::/8. */
export function isNetwork(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** True for a range of prefix 0 ("0.0.0.0/0", "::/00"), which holds every IPv4 (or every IPv6) address. */
export function coversEveryAddress(entry: string): boolean {
  const prefix = entry.split('/')[1];
  return prefix !== undefined && Number(prefix) === 0;
}

/** Splits a comma- or space-separated list, dropping empty entries. */
export function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/**
 * A predicate telling whether an address falls in any of the networks. An IPv4 client seen by a
 * server bound to `::` arrives as `::ffff:a.b.c.d`; BlockList matches that against IPv4 ranges too.
 */
export function createNetworkMatcher(networks: readonly string[]): (address: string | undefined) => boolean {
  if (networks.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of networks) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The host name of a Host value, without its port or a final dot ("gw.lan." is "gw.lan"), in lower case. */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase().replace(/\.$/, '');
}

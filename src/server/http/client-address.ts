import ipaddr from 'ipaddr.js';

/**
 * The address a rate limit counts a client by. An IPv6 client is counted by its /64: a home or
 * mobile connection is handed a whole /64, so counting single addresses would let one client
 * draw a fresh address for every login guess. IPv4 (plain or IPv4-mapped) counts per address.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

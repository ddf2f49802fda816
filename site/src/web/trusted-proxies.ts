// Who the visitor is: the socket's address, unless the socket is one of the proxies the process
// is told about (PARLOR_TRUSTED_PROXIES, addresses or CIDRs). Then, and only then, the last
// address that proxy added to X-Forwarded-For (and its X-Forwarded-Proto/-Host) is the visitor's.
// One hop only: an address further left was written by whoever sent the request, so it never
// counts, even when it names a trusted proxy (a visitor on the proxy's machine could claim any).
import net from 'node:net';

/** The same machine: what PARLOR_TRUST_PROXY=1 means, and the controller's default. */
export const LOOPBACK_PROXIES: readonly string[] = ['127.0.0.0/8', '::1'];

/** An address or a CIDR (`10.0.0.0/8`, `fd00::/8`), as written; throws on anything else. */
function checkedEntry(entry: string): string {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  const bits = family === 4 ? 32 : 128;
  // `/0` would be everyone: the visitor could name any address
  const prefixOk =
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits);
  if (family === 0 || !prefixOk || extra !== undefined)
    throw new Error(`PARLOR_TRUSTED_PROXIES: "${entry}" is neither an address nor a CIDR`);
  return entry;
}

/**
 * The trusted proxies of a process: PARLOR_TRUSTED_PROXIES (comma-separated), else loopback when
 * PARLOR_TRUST_PROXY is 1/true (the older switch, never "everyone"), else `fallback`.
 */
export function trustedProxiesOf(
  env: NodeJS.ProcessEnv,
  fallback: readonly string[] = [],
): string[] {
  const listed = (env.PARLOR_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed.map(checkedEntry);
  if (env.PARLOR_TRUST_PROXY === '1' || env.PARLOR_TRUST_PROXY === 'true')
    return [...LOOPBACK_PROXIES];
  return [...fallback];
}

/**
 * Fastify's `trustProxy` for a list: false when empty; else trust the socket's address (hop 0)
 * when the list holds it, and no address a request carries in its headers.
 */
export function proxyTrust(
  proxies: readonly string[],
): false | ((address: string, hop: number) => boolean) {
  if (proxies.length === 0) return false;
  const list = new net.BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = checkedEntry(entry).split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address, hop) =>
    hop === 0 &&
    net.isIP(address) !== 0 &&
    list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

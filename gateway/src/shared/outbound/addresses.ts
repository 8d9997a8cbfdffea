// Which network addresses outbound requests may reach: public unicast only, unless the host is named in
// FETCH_ALLOWED_HOSTS. Everything internal (private, loopback, link-local, unique-local, CGNAT,
// multicast, unspecified, reserved, the cloud metadata addresses, and IPv6 forms embedding IPv4) is
// refused.
import ipaddr from 'ipaddr.js';

/** True when `address` is a public unicast IP address (IPv4-mapped IPv6 is judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // Global unicast is 2000::/3; everything else (::/96 IPv4-compatible, NAT64 64:ff9b::/96, fc00::/7
    // incl. fd00:ec2::254, fe80::/10, ff00::/8 …) is internal or translates to an address we cannot see.
    if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return false;
    return v6.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/** True when `value` is an IP address literal (IPv6 with or without brackets). */
export function isIpLiteral(value: string): boolean {
  return ipaddr.isValid(value.replace(/^\[|\]$/g, ''));
}

/**
 * FETCH_ALLOWED_HOSTS matching: an entry `host` admits the host on any port, `host:port` that port
 * only. `url.hostname` keeps IPv6 brackets, as the setting does.
 */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.some((entry) => entry === host || entry === `${host}:${port}`);
}

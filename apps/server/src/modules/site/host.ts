/**
 * The host name a request is for, as sites are stored: lower case, no port, no trailing dot.
 * Whatever a client sends (the Host header is client input), the answer is a plain host name or
 * '' for nothing usable, never an error.
 */
export function normalizeHost(raw: string | undefined): string {
  if (!raw) return '';
  // A value listing several hosts (a proxy chain's, joined) is read by its first: never an error.
  let host = raw.split(',')[0]!.trim().toLowerCase();
  if (host.startsWith('[')) {
    // An IPv6 literal, "[::1]:3000": it is never a site's host name.
    return '';
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    if (!/^\d{0,5}$/.test(host.slice(colon + 1))) return '';
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  return /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/.test(host) ? host : '';
}

import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the store are believed (`TRUST_PROXY`, ADR 0020): none by default, so
 * X-Forwarded-For/-Proto/-Host from a client change nothing; a list of addresses or CIDRs (or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`); or a number of hops.
 */
export type ProxyTrust = { hops: number } | { addresses: string[] } | null;

/** Whether the connection's peer at `hop` (0 = the socket's) is a proxy whose forwarded headers count. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Reads `TRUST_PROXY`: a whole number is a hop count, anything else a comma-separated list that
 * proxy-addr must be able to compile; throws an Error naming what is wrong.
 */
export function parseProxyTrust(setting: string | undefined): ProxyTrust {
  const value = setting?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return null;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // proxy-addr throws a TypeError naming the address it cannot read.
  proxyAddr.compile(addresses);
  return { addresses };
}

/**
 * The function Fastify's `trustProxy` and the front cache both ask. Fastify 5.12 ignores a bare
 * hop count (it cannot tell a proxy from a client), so a count is given to it as this function:
 * the operator's promise that every connection comes through that many proxies.
 */
export function trustFunction(trust: ProxyTrust): TrustFunction | false {
  if (trust === null) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

/**
 * The host and scheme a request was made for, as Fastify's `request.host` and `request.protocol`
 * read them under the same trust: the forwarded headers only when the socket's peer is trusted,
 * the last value when a header lists several. For the front cache, which answers before Fastify
 * makes its request object.
 */
export function forwardedOrigin(request: IncomingMessage, trust: TrustFunction | false): { host: string; protocol: string } {
  const socket = request.socket as (IncomingMessage['socket'] & { encrypted?: boolean }) | undefined;
  const direct = { host: request.headers.host ?? '', protocol: socket?.encrypted ? 'https' : 'http' };
  if (trust === false || !socket?.remoteAddress || !trust(socket.remoteAddress, 0)) return direct;
  const forwardedHost = lastValue(request.headers['x-forwarded-host']);
  const forwardedProto = lastValue(request.headers['x-forwarded-proto']);
  return { host: forwardedHost ?? direct.host, protocol: forwardedProto ?? direct.protocol };
}

function lastValue(header: string | string[] | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  return text.slice(text.lastIndexOf(',') + 1).trim();
}

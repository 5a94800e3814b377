import type { Context } from 'hono';

/** Headers a proxy adds when it passes a request on; any of them means the caller is elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip'];

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (RFC 4291 §2.5.5.2). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * True only for a request made on this machine: the socket's peer is a loopback address and no
 * proxy header is present. A reverse proxy on the same machine also connects from loopback, so
 * a forwarded request never counts as local, whatever TRUST_PROXY says.
 */
export function isLocalRequest(headers: Headers, socketAddress: string | undefined): boolean {
  if (FORWARDING_HEADERS.some((name) => headers.has(name))) return false;
  return isLoopbackAddress(socketAddress);
}

/** The TCP peer of a request served by @hono/node-server; undefined elsewhere (then never local). */
export const socketAddressOf = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

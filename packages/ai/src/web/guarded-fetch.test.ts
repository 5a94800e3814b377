import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { GuardedFetchError, guardedFetch } from './guarded-fetch';

/** A self-signed certificate for rebind.example, made for this test only (not trusted by anything). */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgwthzGi2MHSgtaw5A
oNdfjXkki6QUiF7XCdR2CrcBGOGhRANCAAQHq8Q/zdnhSBVkY/5Sb6nqieuDKGXT
Wi5lm4KmqIT0gbPznx3YbCLnhPb+MTVHP8Uph4iubIKje3Gt37C6LEch
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBpDCCAUqgAwIBAgIUWcV5car6Gt9KbX4aH7dg//1l3zQwCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOcmViaW5kLmV4YW1wbGUwIBcNMjYxMTIzMTk1NjM4WhgPMjEy
NjEwMzAxOTU2MzhaMBkxFzAVBgNVBAMMDnJlYmluZC5leGFtcGxlMFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAEB6vEP83Z4UgVZGP+Um+p6onrgyhl01ouZZuCpqiE
9IGz858d2Gwi54T2/jE1Rz/FKYeIrmyCo3txrd+wuixHIaNuMGwwHQYDVR0OBBYE
FAxKkLvWeroFANdJqSwvcuK54JgkMB8GA1UdIwQYMBaAFAxKkLvWeroFANdJqSwv
cuK54JgkMA8GA1UdEwEB/wQFMAMBAf8wGQYDVR0RBBIwEIIOcmViaW5kLmV4YW1w
bGUwCgYIKoZIzj0EAwIDSAAwRQIhANh83gNcTOvmLaWcTI5wlpdcanGSXWS8tIDn
WF5dqfOYAiAZB9NJBfLggHAX4rSjEzcx4T+I7w0AL0WZX/49GSJHUQ==
-----END CERTIFICATE-----`;

// 127.0.0.2 stands for the public address that was checked; every other address is refused.
const onlyChecked = (address: string) => address !== '127.0.0.2';
const limits = { maxBytes: 1024, timeoutMs: 5_000, maxRedirects: 0 };

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof GuardedFetchError ? e.reason : String(e)),
  );

describe('guardedFetch over TLS', () => {
  it('connects to the checked address and names the original host in SNI, verifying its certificate', async () => {
    const names: (string | undefined)[] = [];
    const server = createHttpsServer(
      {
        key: KEY,
        cert: CERT,
        SNICallback: (servername, done) => {
          names.push(servername);
          done(null, createSecureContext({ key: KEY, cert: CERT }));
        },
      },
      (_req, res) => res.end('ok'),
    );
    server.on('tlsClientError', () => {});
    const handshakes: string[] = [];
    server.on('connection', (socket: Socket) => handshakes.push(socket.localAddress ?? ''));
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
    const { port } = server.address() as AddressInfo;
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']);
    try {
      // The certificate is self-signed, so the client refuses it: verification is on, with the host's name.
      expect(await reason(guardedFetch(`https://rebind.example:${port}/`, { ...limits, resolve, isBlocked: onlyChecked }))).toBe('unreachable');
      expect(lookups).toBe(1);
      expect(handshakes).toEqual(['127.0.0.2']);
      expect(names).toEqual(['rebind.example']);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('guardedFetch limits', () => {
  it('cuts the body at the byte cap and refuses redirects past the limit', async () => {
    const server = createHttpServer((req, res) => {
      if (req.url === '/away') {
        res.writeHead(302, { location: '/big' });
        return res.end();
      }
      res.end('x'.repeat(4096));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const response = await guardedFetch(`${base}/big`, { ...limits, allowPrivate: true });
      expect(await reason(response.read())).toBe('tooLarge');
      expect(await reason(guardedFetch(`${base}/away`, { ...limits, allowPrivate: true }))).toBe('tooManyRedirects');
      expect(await reason(guardedFetch(`${base}/big`, limits))).toBe('privateAddress');
      expect(await reason(guardedFetch('ftp://example.com/', limits))).toBe('invalidUrl');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

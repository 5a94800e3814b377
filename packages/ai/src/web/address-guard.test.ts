import { describe, expect, it } from 'vitest';
import { checkedAddresses, isPrivateAddress, PrivateAddressError } from './address-guard';

describe('isPrivateAddress', () => {
  it('refuses loopback, private and reserved addresses in every IPv4 and IPv6 spelling', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      '[::1]',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      // IPv4-mapped, dotted and hex
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:127.0.0.1',
      // IPv4-compatible (RFC 4291), as written and as the URL parser rewrites it
      '::127.0.0.1',
      '::7f00:1',
      // IPv4-translated (RFC 2765)
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      // 6to4 (RFC 3056) of 127.0.0.1 and 10.0.0.1
      '2002:7f00:1::',
      '2002:a00:1::1',
      // NAT64 (RFC 6052) of private addresses, and local-use NAT64 (RFC 8215)
      '64:ff9b::192.168.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      // Teredo
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'not an address',
      '1.2.3',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  it('allows public addresses, including public ones carried in IPv6', () => {
    for (const a of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808', '2a00:1450:4001::200e'])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('checkedAddresses', () => {
  it('resolves once and refuses a host when any answer is private', async () => {
    let calls = 0;
    const resolve = async () => {
      calls++;
      return ['93.184.215.14', '10.0.0.7'];
    };
    await expect(checkedAddresses('mixed.example', { resolve })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(calls).toBe(1);
  });

  it('refuses localhost names without asking DNS, unless private addresses are allowed', async () => {
    const resolve = async () => ['127.0.0.1'];
    await expect(checkedAddresses('localhost.', { resolve })).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(checkedAddresses('api.localhost', { resolve })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(await checkedAddresses('localhost', { resolve, allowPrivate: true })).toEqual(['127.0.0.1']);
  });

  it('returns the public answers to connect to', async () => {
    expect(await checkedAddresses('public.example', { resolve: async () => ['93.184.215.14', '2606:4700::6810:84e5'] })).toEqual([
      '93.184.215.14',
      '2606:4700::6810:84e5',
    ]);
    expect(await checkedAddresses('[2606:4700::1]')).toEqual(['2606:4700::1']);
  });
});

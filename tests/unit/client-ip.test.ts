import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { clientIpFrom } = createRequire(import.meta.url)('../../scripts/client-ip-preload.cjs') as {
  clientIpFrom: (
    remote: string | undefined,
    forwardedFor: string | string[] | undefined,
    trusted: number,
  ) => string;
};

describe('client address for rate limits (TRUSTED_PROXY_COUNT)', () => {
  it('with no proxy in front, uses the socket address and ignores a client-sent X-Forwarded-For', () => {
    expect(clientIpFrom('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientIpFrom('::ffff:127.0.0.1', '10.0.0.1, 10.0.0.2', 0)).toBe('127.0.0.1');
    expect(clientIpFrom(undefined, undefined, 0)).toBe('unknown');
  });

  it('behind N trusted proxies, takes the entry the outermost one appended', () => {
    // client → proxy A → proxy B → app: A appends the client, B appends A.
    expect(clientIpFrom('10.0.0.2', 'spoofed, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIpFrom('10.0.0.1', 'spoofed, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIpFrom('10.0.0.1', ['spoofed', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });

  it('with fewer entries than proxies (a misconfiguration) takes the farthest one known', () => {
    expect(clientIpFrom('10.0.0.1', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientIpFrom('10.0.0.1', '', 1)).toBe('10.0.0.1');
  });
});

describe('loopback check (dev outbox)', () => {
  it('accepts only this machine', async () => {
    const { isLoopback } = await import('@/lib/auth/client-ip');
    expect(['127.0.0.1', '127.1.2.3', '::1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'unknown', undefined].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('keys of per-address limits (IPv6 by /64, and /48)', async () => {
  const { addressKeys, networkPrefix } = await import('@/lib/rate-limit/ip-buckets');

  it('keys an IPv4 address by itself', () => {
    expect(addressKeys('203.0.113.9')).toEqual({ address: '203.0.113.9' });
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = { address: '2001:0db8:0001:0002::/64', network: '2001:0db8:0001::/48' };
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:0:0:0:abcd',
      '2001:db8:1:2::5%eth0',
    ])
      expect(addressKeys(ip)).toEqual(key);
    expect(addressKeys('2001:db8:1:3::1').address).not.toBe(key.address);
    expect(addressKeys('2001:db8:1:3::1').network).toBe(key.network);
    expect(addressKeys('2001:db8:2::1').network).not.toBe(key.network);
  });

  it('the /48 key is a prefix of each of its /64 keys (counted with startsWith)', () => {
    const { address, network } = addressKeys('2001:db8:1:ffff::9');
    expect(address.startsWith(networkPrefix(network!))).toBe(true);
    expect(addressKeys('2001:db8:10:1::1').address.startsWith(networkPrefix(network!))).toBe(false);
  });

  it('reads compressed, loopback, IPv4-mapped and IPv4-embedded forms', () => {
    expect(addressKeys('::1')).toEqual({
      address: '0000:0000:0000:0000::/64',
      network: '0000:0000:0000::/48',
    });
    expect(addressKeys('::ffff:198.51.100.7')).toEqual({ address: '198.51.100.7' });
    expect(addressKeys('64:ff9b::192.0.2.1').address).toBe('0064:ff9b:0000:0000::/64');
    expect(addressKeys('fe80::1').address).toBe('fe80:0000:0000:0000::/64');
    expect(addressKeys('unknown')).toEqual({ address: 'unknown' });
  });
});

describe('the client-address header without the preload', () => {
  const marker = Symbol.for('beans.client-ip-preload');
  const flags = globalThis as Record<symbol, unknown>;
  const request = () => new Request('http://localhost/', { headers: { 'x-beans-client-ip': '127.0.0.1' } });

  it('is trusted when the preload runs in this process (it overwrote the header)', async () => {
    const { clientIpOf } = await import('@/lib/auth/client-ip');
    expect(flags[marker]).toBe(true); // required at the top of this file
    expect(clientIpOf(request())).toBe('127.0.0.1');
  });

  it('is ignored when the preload is not loaded: the client could have sent it', async () => {
    const { clientIpOf } = await import('@/lib/auth/client-ip');
    delete flags[marker];
    try {
      expect(clientIpOf(request())).toBeUndefined();
    } finally {
      flags[marker] = true;
    }
  });
});

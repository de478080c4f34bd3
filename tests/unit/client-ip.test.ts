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

import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { databaseReachable, recheckDatabaseSoon } from '@/lib/db-health';
import { unavailableMessages } from '@/lib/messages';

// While PostgreSQL is away, every request gets a 503 page with a retry (proxy.ts), decided by one check per
// second per process (lib/db-health.ts).

const down = { $queryRaw: vi.fn(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))) };
const up = { $queryRaw: vi.fn(() => Promise.resolve([{ '?column?': 1 }])) };

describe('database reachability', () => {
  it('asks at most once a second, shared by the requests meanwhile, and notices the way back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = Date.now() + 60_000;
    const answers = await Promise.all([1, 2, 3].map(() => databaseReachable(down as never, t)));
    expect(answers).toEqual([false, false, false]);
    expect(down.$queryRaw).toHaveBeenCalledTimes(1);
    expect(await databaseReachable(up as never, t + 500)).toBe(false); // still the last answer
    expect(up.$queryRaw).not.toHaveBeenCalled();
    expect(await databaseReachable(up as never, t + 60_000)).toBe(true);
    expect(up.$queryRaw).toHaveBeenCalledTimes(1);
  });

  it('a pooled connection failing (the server went away) makes the next request check at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = Date.now() + 20 * 60_000;
    const goingDown = { $queryRaw: vi.fn(() => Promise.reject(new Error('terminating connection'))) };
    expect(await databaseReachable(up as never, t)).toBe(true);
    expect(await databaseReachable(goingDown as never, t + 100)).toBe(true); // trusted for a second
    expect(goingDown.$queryRaw).not.toHaveBeenCalled();
    recheckDatabaseSoon(); // what lib/db.ts's pool error callbacks call
    expect(await databaseReachable(goingDown as never, t + 200)).toBe(false);
    expect(goingDown.$queryRaw).toHaveBeenCalledTimes(1);
    // Not a verdict by itself: with the server answering, the recheck lets everything through.
    recheckDatabaseSoon();
    expect(await databaseReachable(up as never, t + 300)).toBe(true);
  });

  it('a check that gets no answer in time (a busy pool) keeps the last state instead of refusing everyone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = { $queryRaw: vi.fn(() => new Promise(() => {})) };
      const t = Date.now() + 30 * 60_000;
      expect(await databaseReachable(up as never, t)).toBe(true);
      const pending = databaseReachable(slow as never, t + 5_000);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await pending).toBe(true);
      const whileDown = databaseReachable(down as never, t + 10_000);
      expect(await whileDown).toBe(false);
      const slowAgain = databaseReachable(slow as never, t + 15_000);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await slowAgain).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the proxy answers 503 with Retry-After and a retry page, never the error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { proxy } = await import('@/proxy');
    // The last check (made now) found the database away.
    await databaseReachable(down as never, Date.now() + 10 * 60_000);
    for (const path of ['/home', '/evt/abc', '/api/conversations/updates']) {
      const res = await proxy(
        new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } }),
      );
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const html = await res.text();
      expect(html).toContain(unavailableMessages.title);
      expect(html).toContain(unavailableMessages.retry);
      expect(html).not.toMatch(/ECONNREFUSED|Error|\n\s+at /);
    }
  });
});

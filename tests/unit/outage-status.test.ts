import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { isConnectionError, noteRequestError } from '@/lib/db-health';

// During a database outage a page or server action that fails answers 503 with Retry-After, never 500
// (docs/operations.md, "Outages and shutdown"): scripts/client-ip-preload.cjs rewrites the status of a 500 written
// while lib/db-health.ts's state says the database is away or was within the last 10 s.
type Health = { reachable: boolean; troubleAt: number; at?: number };
const { outageStatus, answerOutagesWith503 } = createRequire(import.meta.url)(
  '../../scripts/client-ip-preload.cjs',
) as {
  outageStatus: (status: number, health: Health | undefined, now: number) => number | null;
  answerOutagesWith503: (res: http.ServerResponse) => void;
};
const globalHealth = globalThis as { __beansDbHealth?: Health };

describe('outageStatus', () => {
  const now = 1_000_000;
  it('turns a 500 into a 503 while the database is away and for 10 s after trouble was seen', () => {
    expect(outageStatus(500, { reachable: false, troubleAt: 0 }, now)).toBe(503);
    expect(outageStatus(500, { reachable: true, troubleAt: now - 9_000 }, now)).toBe(503);
  });
  it('leaves other answers, and a 500 long after any trouble, as they are', () => {
    expect(outageStatus(500, { reachable: true, troubleAt: now - 11_000 }, now)).toBeNull();
    expect(outageStatus(500, undefined, now)).toBeNull();
    expect(outageStatus(200, { reachable: false, troubleAt: now }, now)).toBeNull();
    expect(outageStatus(404, { reachable: false, troubleAt: now }, now)).toBeNull();
  });
});

describe('a response written as 500 during an outage', () => {
  let server: http.Server | undefined;
  const saved = globalHealth.__beansDbHealth;
  afterEach(async () => {
    globalHealth.__beansDbHealth = saved;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function answer(write: (res: http.ServerResponse) => void) {
    server = http.createServer((_req, res) => {
      answerOutagesWith503(res);
      write(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/home`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  it('goes out as 503 with Retry-After and no-store, its body kept (statusCode then end, or writeHead)', async () => {
    globalHealth.__beansDbHealth = { reachable: true, troubleAt: Date.now() };
    const implicit = await answer((res) => {
      res.statusCode = 500;
      res.end('the retry page');
    });
    expect(implicit.status).toBe(503);
    expect(implicit.headers.get('retry-after')).toBe('5');
    expect(implicit.body).toBe('the retry page');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const explicit = await answer((res) => {
      res.writeHead(500, { 'content-type': 'text/html', 'cache-control': 'private, max-age=60' });
      res.end('<p>retry</p>');
    });
    expect(explicit.status).toBe(503);
    expect(explicit.headers.get('cache-control')).toBe('no-store');
    expect(explicit.headers.get('content-type')).toBe('text/html');
  });

  it('stays 500 when the database is fine', async () => {
    globalHealth.__beansDbHealth = { reachable: true, troubleAt: 0 };
    const result = await answer((res) => {
      res.statusCode = 500;
      res.end('bug');
    });
    expect(result.status).toBe(500);
    expect(result.headers.get('retry-after')).toBeNull();
  });
});

describe('isConnectionError / noteRequestError', () => {
  it('recognise a refused or lost connection, also wrapped, and nothing else', () => {
    expect(
      isConnectionError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(
      isConnectionError(
        new Error('query failed', {
          cause: { code: '57P01', message: 'terminating connection due to administrator command' },
        }),
      ),
    ).toBe(true);
    expect(
      isConnectionError({
        name: 'PrismaClientInitializationError',
        message: "Can't reach database server at localhost",
      }),
    ).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBe(
      false,
    );
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
  it('a request that failed on a connection error marks the database in trouble', () => {
    const health = globalHealth.__beansDbHealth!;
    health.troubleAt = 0;
    noteRequestError(new Error('boom'));
    expect(health.troubleAt).toBe(0);
    noteRequestError(new Error('read ECONNRESET'));
    expect(Date.now() - health.troubleAt).toBeLessThan(1000);
  });
});

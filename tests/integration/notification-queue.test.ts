import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { enqueueMail, installQueues, MAIL_QUEUE } from '@/lib/notifications/queue';

describe('scratch', () => {
  it('installs concurrently and sends through a prisma tx', async () => {
    const url = process.env.DATABASE_URL!;
    await Promise.all([installQueues(url), installQueues(url), installQueues(url)]);
    const id = await db.$transaction((tx) => enqueueMail(tx, { to: 'A@x.test', subject: 's', html: 'h', text: 't' }));
    const rows = await db.$queryRawUnsafe<{ id: string; data: unknown; retry_limit: number }[]>(
      `SELECT id, data, retry_limit FROM pgboss.job WHERE name = '${MAIL_QUEUE}'`,
    );
    console.log(id, rows);
    expect(rows).toHaveLength(1);
    await expect(
      db.$transaction(async (tx) => {
        await enqueueMail(tx, { to: 'b@x.test', subject: 's', html: 'h', text: 't' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM pgboss.job`)).toHaveLength(1);
  });
});

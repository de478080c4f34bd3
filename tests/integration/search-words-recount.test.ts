import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { SEARCH_WORDS_CRON, SEARCH_WORDS_QUEUE } from '@/lib/notifications/queue';
import { makeUser } from '@/tests/support/factories';

// The search word lists' counts are recounted once a day by the job worker: the triggers add a new word with a
// count of 1 and never touch counts, so without the recount a word held by many rows would stay at 1.

let worker: NotificationWorker;

beforeAll(async () => {
  worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await worker.stop();
});

const docs = (word: string) =>
  db.$queryRaw<{ docs: number }[]>`
    SELECT "docs" FROM "search_words" WHERE "kind" = 'people' AND "word" = ${word}`.then((r) => r[0]?.docs);

describe('search word list recount', () => {
  it('is scheduled daily in the worker', async () => {
    const schedules = await worker.boss.getSchedules();
    expect(schedules.find((s) => s.name === SEARCH_WORDS_QUEUE)?.cron).toBe(SEARCH_WORDS_CRON);
  });

  it("the scheduled job recounts: a word three people's names hold counts 3", async () => {
    const word = `qorbl${randomBytes(4).toString('hex')}`;
    for (const first of ['Ann', 'Bo', 'Cy'])
      await makeUser(`${first} ${word}`, { displayName: `${first} ${word}` });
    expect(await docs(word)).toBe(1); // the insert trigger's count
    await worker.boss.send(SEARCH_WORDS_QUEUE, {});
    const deadline = Date.now() + 20_000;
    while ((await docs(word)) !== 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await docs(word)).toBe(3);
  }, 30_000);
});

import { parseArgs } from 'node:util';
import { createPrismaClient } from '@/lib/db';
import { prepareDatabase } from '@/scripts/db/bootstrap';
import { seed } from '@/prisma/seed';

// npm run db:seed [-- --users 100000 --events 1000000]
// Loads the demo data (a no-op when it is there already); with counts, also a large generated data set.
// --fresh recreates the embedded database first (large runs need an empty database).
const { values } = parseArgs({
  options: { users: { type: 'string' }, events: { type: 'string' }, fresh: { type: 'boolean' } },
});
const count = (value: string | undefined) => (value === undefined ? undefined : Number.parseInt(value, 10));

const database = await prepareDatabase({ profile: 'app', fresh: values.fresh });
const db = createPrismaClient(database.url);
const started = Date.now();
try {
  const result = await seed(db, {
    users: count(values.users),
    events: count(values.events),
    log: (l) => console.log(`[seed] ${l}`),
  });
  console.log(
    `[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.users} users, ${result.events} events`,
  );
} finally {
  await db.$disconnect();
  await database.stop();
}
process.exit(0);

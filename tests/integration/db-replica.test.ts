import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';

// DATABASE_REPLICA_URL: the heavy reads (search, players near) go to the replica through Prisma's read-replica
// extension; writes and everything else stay on the primary. The "replica" here is a second database copied
// from the same migrated template, so what each side holds shows where a query went (a real replica would
// receive the primary's rows a moment later).

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const tag = `quokka${randomBytes(4)
  .toString('hex')
  .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)])}`;

type Modules = {
  db: typeof import('@/lib/db').db;
  replica: ReturnType<typeof import('@/lib/db').createPrismaClient>;
  searchOneKind: typeof import('@/lib/search/queries').searchOneKind;
  playersNear: typeof import('@/lib/players/queries').playersNear;
};
let m: Modules;

beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `replica_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('templateDatabase'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Read once, when the app's environment is first parsed: set before the app's modules load.
  process.env.DATABASE_REPLICA_URL = url.toString();
  const [{ db, createPrismaClient }, { searchOneKind }, { playersNear }] = await Promise.all([
    import('@/lib/db'),
    import('@/lib/search/queries'),
    import('@/lib/players/queries'),
  ]);
  m = { db, replica: createPrismaClient(url.toString()), searchOneKind, playersNear };
  return async () => {
    await m.replica.$disconnect();
    const { disconnectReplicas } = await import('@/lib/db-replica');
    await disconnectReplicas();
  };
});

// A user near Austin with an open team named after `label`, written to one side.
async function plant(client: Modules['replica'], label: string) {
  const user = await client.user.create({
    data: {
      email: `${label.toLowerCase()}.${tag}@example.com`,
      emailVerified: new Date(),
      displayName: `${label} ${tag}`,
      hasAdditionalInfo: true,
      cityName: 'Austin, TX',
      cityLat: AUSTIN.lat,
      cityLng: AUSTIN.lng,
    },
  });
  await client.team.create({ data: { name: `${label} ${tag}`, ownerId: user.id, joinPolicy: 'OPEN' } });
  return user.id;
}

describe('read replica (DATABASE_REPLICA_URL)', () => {
  it('search and players near read the replica; writes and other reads stay on the primary', async () => {
    const onPrimary = await plant(m.db, 'Primary');
    const onReplica = await plant(m.replica, 'Replica');
    const viewer = await m.db.user.create({
      data: { email: `viewer.${tag}@example.com`, emailVerified: new Date(), displayName: 'Viewer' },
    });

    // The write went to the primary only, and `db` reads it back there (read-your-writes).
    expect(await m.db.user.findUnique({ where: { id: onPrimary }, select: { id: true } })).toEqual({
      id: onPrimary,
    });
    expect(await m.replica.user.findUnique({ where: { id: onPrimary } })).toBeNull();

    // Search: only what the replica holds.
    const teams = await m.searchOneKind(viewer.id, 'teams', tag, 1);
    expect(teams.hits.map((h) => h.title)).toEqual([`Replica ${tag}`]);

    // Players near Austin: the replica's player, not the primary's.
    const near = await m.playersNear(viewer.id, { lat: AUSTIN.lat, lng: AUSTIN.lng, radiusMiles: 5 });
    const ids = near.players.map((p) => p.id);
    expect(ids).toContain(onReplica);
    expect(ids).not.toContain(onPrimary);
  });
});

import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { FLAG_DEFAULTS, GAME_TYPES, GENDERS, PLANS } from '@/lib/reference-data';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';
import { applyMigrations, LOCKFILE_NAME, MIGRATIONS_DIR, readMigrations } from '@/scripts/db/migrate';
import { applyReferenceData } from '@/scripts/db/reference-data';
import { DEMO_EMAIL, DEMO_PARTNERS, DEMO_PARTNER_EVENTS } from '@/prisma/seed-data';

// Issue 29 §1: what every deployment needs (sports, genders, plans with prices, flag defaults) comes from the
// reference-data step that every start and db:migrate run, not from the demo seed; the fictional partners are
// demo content.

const PARTNER_REMOVAL = '20261127103000_fictional_partners_to_seed';

async function freshDatabase(name: string): Promise<string> {
  const admin = inject('adminDatabaseUrl');
  await ensureDatabase(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = createPrismaClient(url);
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
  }
}

// The migrations folder up to (without) the named one, as a database deployed before it had them.
async function migrationsBefore(name: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'beans-migrations-'));
  const { migrationDirectories } = await readMigrations();
  await cp(path.join(MIGRATIONS_DIR, LOCKFILE_NAME), path.join(dir, LOCKFILE_NAME));
  for (const m of migrationDirectories.filter((m) => m.path < name))
    await cp(path.join(MIGRATIONS_DIR, m.path), path.join(dir, m.path), { recursive: true });
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

describe('reference data on an empty database', () => {
  it('gives the sports, genders, both plans with their prices and the flags, and no demo content', async () => {
    const url = await freshDatabase(`reference_${Date.now()}`);
    await applyMigrations(url);
    await withDb(url, async (db) => {
      await applyReferenceData(db);

      const sports = await db.gameType.findMany({ orderBy: { sortOrder: 'asc' }, select: { label: true } });
      expect(sports.map((s) => s.label)).toEqual([...GAME_TYPES]);
      expect(sports.length).toBeGreaterThan(10);
      const genders = await db.gender.findMany({ orderBy: { sortOrder: 'asc' }, select: { label: true } });
      expect(genders.map((g) => g.label)).toEqual([...GENDERS]);

      const plans = await db.plan.findMany({ where: { platform: 'GTH' } });
      const price = (label: string, kind: 'TEAM' | 'USER') =>
        plans.find((p) => p.label === label && p.kind === kind)?.costCents;
      expect(price('Organizer Pro', 'TEAM')).toBe(1999);
      expect(price('Member Plus', 'USER')).toBe(4999);
      expect(price('ROOKIE', 'TEAM')).toBe(0);
      expect(price('Free', 'USER')).toBe(0);
      expect(await db.plan.count()).toBe(PLANS.length);

      const flags = await db.featureFlag.findMany({ orderBy: { key: 'asc' } });
      expect(flags.map((f) => [f.key, f.enabled])).toEqual([
        ['badges', false],
        ['subscriptions', true],
      ]);
      expect(FLAG_DEFAULTS).toHaveLength(2);

      // No demo content: the partners and users are the seed's.
      expect(await db.partner.count()).toBe(0);
      expect(await db.user.count()).toBe(0);
    });
  });

  it('is idempotent and keeps what an operator changed (a price, a flag)', async () => {
    const url = await freshDatabase(`reference_again_${Date.now()}`);
    await applyMigrations(url);
    await withDb(url, async (db) => {
      await applyReferenceData(db);
      await db.plan.update({ where: { id: 'team-organizer-pro-monthly' }, data: { costCents: 2499 } });
      await db.featureFlag.update({ where: { key: 'subscriptions' }, data: { enabled: false } });
      await db.gameType.update({ where: { label: 'Golf' }, data: { sortOrder: 99 } });

      // Two starts at once, then a third.
      const runs = await Promise.all([applyReferenceData(db), applyReferenceData(db)]);
      expect(runs).toEqual([
        { gameTypes: 0, genders: 0, plans: 0, flags: 0 },
        { gameTypes: 0, genders: 0, plans: 0, flags: 0 },
      ]);
      await applyReferenceData(db);

      expect(
        (await db.plan.findUniqueOrThrow({ where: { id: 'team-organizer-pro-monthly' } })).costCents,
      ).toBe(2499);
      expect((await db.featureFlag.findUniqueOrThrow({ where: { key: 'subscriptions' } })).enabled).toBe(
        false,
      );
      expect(await db.gameType.count()).toBe(GAME_TYPES.length);
      expect((await db.gameType.findUniqueOrThrow({ where: { label: 'Golf' } })).sortOrder).toBe(99);

      // A sport added later to the list reaches existing databases; the others are not touched.
      await db.gameType.delete({ where: { label: 'Badminton' } });
      expect((await applyReferenceData(db)).gameTypes).toBe(1);
    });
  });

  it('the demo seed refuses without the reference data and, with it, adds the demo partners', async () => {
    const url = await freshDatabase(`reference_seed_${Date.now()}`);
    await applyMigrations(url);
    const { seed } = await import('@/prisma/seed');
    await withDb(url, async (db) => {
      await expect(seed(db)).rejects.toThrow(/sports missing/);
      await applyReferenceData(db);
      const counts = await seed(db);
      expect(counts.users).toBeGreaterThan(0);
      expect(await db.partner.count()).toBe(DEMO_PARTNERS.length);
      expect(await db.partnerEvent.count()).toBe(DEMO_PARTNER_EVENTS.length);
      // The seed wrote no plan, sport or flag of its own.
      expect(await db.plan.count()).toBe(PLANS.length);
      expect(await db.gameType.count()).toBe(GAME_TYPES.length);
    });
  }, 120_000);
});

describe(`migration ${PARTNER_REMOVAL}`, () => {
  it('removes the fictional partners of a real deployment, but not one an operator edited or extended', async () => {
    const before = await migrationsBefore(PARTNER_REMOVAL);
    try {
      const url = await freshDatabase(`partners_real_${Date.now()}`);
      await applyMigrations(url, { migrationsDir: before.dir });
      await withDb(url, async (db) => {
        expect(await db.partner.count()).toBe(DEMO_PARTNERS.length);
        // Raw SQL for partners: the schema of this point in the migrations has fewer columns than the client's
        // (later migrations add some), and the client would read them back.
        await db.$executeRaw`UPDATE "partners" SET "websiteUrl" = 'https://rc.example' WHERE "id" = 'riverside-courts'`;
        await db.partnerEvent.create({
          data: {
            id: 'dome-futsal',
            partnerId: 'northside-sports-dome',
            title: 'Futsal',
            schedule: 'Fridays',
            description: 'x',
          },
        });
        await db.partnerEvent.update({ where: { id: 'sunset-ladder' }, data: { schedule: 'Wednesdays' } });
        await db.$executeRaw`
          INSERT INTO "partners" ("id", "type", "name", "tagline", "description", "city", "region")
          VALUES ('real-gym', 'venues', 'Real Gym', 't', 'd', 'A', 'TX')`;
      });
      await applyMigrations(url);
      await withDb(url, async (db) => {
        const left = await db.partner.findMany({ orderBy: { id: 'asc' }, select: { id: true } });
        expect(left.map((p) => p.id)).toEqual([
          'northside-sports-dome',
          'real-gym',
          'riverside-courts',
          'sunset-pickleball-league',
        ]);
        // The removed partners' programs went with them; the kept ones keep theirs.
        expect(await db.partnerEvent.count({ where: { partnerId: 'harbor-rec-center' } })).toBe(0);
        expect(await db.partnerEvent.count({ where: { partnerId: 'riverside-courts' } })).toBe(2);
      });
    } finally {
      await before.cleanup();
    }
  });

  it('keeps them where the demo data is loaded (its seed will not run again)', async () => {
    const before = await migrationsBefore(PARTNER_REMOVAL);
    try {
      const url = await freshDatabase(`partners_demo_${Date.now()}`);
      await applyMigrations(url, { migrationsDir: before.dir });
      // Raw SQL: the client writes columns later migrations add (users.timeZoneSource).
      await withDb(
        url,
        (db) => db.$executeRaw`
          INSERT INTO "users" ("id", "email", "displayName", "emailVerified", "updatedAt")
          VALUES ('demo', ${DEMO_EMAIL}, 'Demo', now(), now())`,
      );
      await applyMigrations(url);
      await withDb(url, async (db) => expect(await db.partner.count()).toBe(DEMO_PARTNERS.length));
    } finally {
      await before.cleanup();
    }
  });
});

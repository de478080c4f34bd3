import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { parseEnv, benchRoutesEnabled } from '@/lib/env';
import { savedCity } from '@/lib/geo/city';
import { paymentsSummary } from '@/lib/billing/queries';
import { completeProfile } from '@/lib/profile/service';
import { eventShareCard, organizationShareCard } from '@/lib/seo/share-cards';
import { sitemapEntries } from '@/lib/seo/queries';
import { createTeamDefaults, createTeamSchema } from '@/lib/teams/schema';
import { wizardHomeCity } from '@/lib/teams/queries';
import { ONBOARDING_QUEUE, purgeQueuedMailFor } from '@/lib/notifications/queue';
import {
  runOnboardingJob,
  TEAM_MOTIVATION_DELAY_MS,
  type OnboardingJob,
} from '@/lib/onboarding/team-motivation';
import { TEAM_CREATE_MOTIVATION_TEMPLATE } from '@/emails/team-create-motivation';
import { makeUser, uniqueTag } from '@/tests/support/factories';
import { makeEvent } from '@/tests/support/events';

// Issue 29 §7: the spec's loose ends that are rules or data (the routes are in authz-routes.test.ts, the
// custom-domain forms in sites.test.ts).

vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

const AUSTIN = savedCity('Austin, TX', 30.2672, -97.7431);
let soccer: string;

beforeAll(async () => {
  soccer = (await db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} }))
    .id;
});

describe('share images of games and organizations', () => {
  it("draw a public game's sport, title, date (in its zone) and place; a private game has none", async () => {
    const host = await makeUser('Host');
    const game = await makeEvent(host.id, {
      title: 'Sunday pickup',
      gameTypeId: soccer,
      isPrivate: false,
      locationName: 'Austin, TX',
      address: 'Zilker Park',
      timeZone: 'America/Chicago',
      dateStart: new Date('2031-03-02T15:30:00Z'), // Sunday 9:30 AM in Chicago (CST)
    });
    expect(await eventShareCard(game.id)).toEqual({
      sport: 'Soccer',
      eyebrow: 'Soccer',
      title: 'Sunday pickup',
      tagline: 'Sun, Mar 2, 9:30 AM · Zilker Park, Austin, TX',
    });
    const secret = await makeEvent(host.id, { title: 'Secret run', isPrivate: true });
    expect(await eventShareCard(secret.id)).toBeNull();
    expect(await eventShareCard('no-such-game')).toBeNull();
  });

  it("draw an organization's name, its teams' sports and its city", async () => {
    const owner = await makeUser('Org owner');
    const slug = `club-${uniqueTag()}`.toLowerCase();
    const org = await db.organization.create({ data: { slug, name: 'Eastside Club', ownerId: owner.id } });
    expect(await organizationShareCard(slug)).toEqual({
      eyebrow: 'Organization',
      title: 'Eastside Club',
      tagline: undefined,
    });
    await db.team.create({
      data: {
        name: `Eastside FC ${uniqueTag()}`,
        ownerId: owner.id,
        organizationId: org.id,
        gameTypeId: soccer,
        cityName: 'Austin, TX',
        lat: AUSTIN.lat,
        lng: AUSTIN.lng,
      },
    });
    expect(await organizationShareCard(slug)).toEqual({
      eyebrow: 'Soccer',
      title: 'Eastside Club',
      tagline: 'Austin, TX',
    });
    expect(await organizationShareCard('no-such-org')).toBeNull();
  });
});

describe('the team wizard', () => {
  it("starts with the owner's go-to city as the home city (and none without one)", async () => {
    const owner = await makeUser('Wizard owner', {
      cityName: 'Austin, TX',
      cityLat: AUSTIN.lat,
      cityLng: AUSTIN.lng,
    });
    const home = await wizardHomeCity(owner.id);
    expect(home).toEqual(AUSTIN);
    const start = createTeamDefaults('TEAM', home);
    expect(start.city).toEqual(AUSTIN);
    // The city step passes as it is: the owner only confirms it.
    const parsed = createTeamSchema.safeParse({ ...start, name: 'Eastside', gameTypeId: soccer });
    expect(parsed.success && parsed.data.city.name).toBe('Austin, TX');

    const nowhere = await makeUser('No city');
    expect(await wizardHomeCity(nowhere.id)).toBeNull();
    expect(createTeamDefaults('TEAM').city).toBeNull();
  });
});

describe("settings' Subscriptions & Payouts", () => {
  it("says there is no active subscription until the user's own subscription is live", async () => {
    const user = await makeUser('Subscriber');
    expect(await paymentsSummary(user.id)).toMatchObject({ plan: 'Free', subscribed: false });
    const plan = await db.plan.upsert({
      where: { id: 'loose-ends-plus' },
      create: {
        id: 'loose-ends-plus',
        item: 'prod_x',
        label: 'Member Plus',
        kind: 'USER',
        priceId: 'price_le',
      },
      update: {},
    });
    const record = await db.subscriptionRecord.create({
      data: {
        userId: user.id,
        planId: plan.id,
        status: 'ACTIVE',
        periodStart: new Date(),
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    expect((await paymentsSummary(user.id)).subscribed).toBe(true);
    await db.subscriptionRecord.update({ where: { id: record.id }, data: { status: 'CANCELED' } });
    expect((await paymentsSummary(user.id)).subscribed).toBe(false);
  });
});

describe('the team-create motivation mail', () => {
  type JobRow = { data: OnboardingJob; start_after: Date };
  const onboardingJobs = (userId: string) =>
    db.$queryRaw<JobRow[]>`
      SELECT data, start_after FROM pgboss.job WHERE name = ${ONBOARDING_QUEUE} AND data->>'userId' = ${userId}`;
  const motivationMails = (email: string) =>
    db.$queryRaw<{ data: { subject: string; text: string; template: string } }[]>`
      SELECT data FROM pgboss.job
       WHERE name = 'mail' AND data->>'to' = ${email} AND data->>'template' = ${TEAM_CREATE_MOTIVATION_TEMPLATE}`;

  async function newUser(name: string, joinReasons: ('Organize' | 'Find-people')[]) {
    const user = await makeUser(name, { complete: false });
    const before = Date.now();
    expect(
      await completeProfile(db, user.id, {
        displayName: name,
        fullName: `${name} Full`,
        lastName: '',
        city: AUSTIN,
        joinReasons,
        gameTypeIds: [soccer],
      }),
    ).toBe('saved');
    return { user, before };
  }

  it('is scheduled two days after an organizer completes the profile, and sent with their username', async () => {
    const { user, before } = await newUser('Orla', ['Find-people', 'Organize']);
    const [job, ...more] = await onboardingJobs(user.id);
    expect(more).toEqual([]);
    expect(job.data).toEqual({ kind: 'team-create-motivation', userId: user.id });
    expect(job.start_after.getTime()).toBeGreaterThanOrEqual(before + TEAM_MOTIVATION_DELAY_MS - 1000);

    expect(await runOnboardingJob(db, job.data)).toBe('sent');
    const [mail] = await motivationMails(user.email);
    expect(mail.data.subject).toContain('Orla');
    expect(mail.data.text).toContain('/teams/create');
  });

  it('is not sent to someone who created a team meanwhile, nor scheduled for a player', async () => {
    const { user } = await newUser('Theo', ['Organize']);
    await db.team.create({ data: { name: `Theo FC ${uniqueTag()}`, ownerId: user.id } });
    const [job] = await onboardingJobs(user.id);
    expect(await runOnboardingJob(db, job.data)).toBe('skipped');
    expect(await motivationMails(user.email)).toEqual([]);

    const { user: player } = await newUser('Pia', ['Find-people']);
    expect(await onboardingJobs(player.id)).toEqual([]);
  });

  it("is removed from the queue with the account (deletion purges the user's jobs)", async () => {
    const { user } = await newUser('Dara', ['Organize']);
    expect(await onboardingJobs(user.id)).toHaveLength(1);
    await db.$transaction((tx) => purgeQueuedMailFor(tx, { userId: user.id, email: user.email }));
    expect(await onboardingJobs(user.id)).toEqual([]);
  });
});

describe('/bench/* (benchmark fixtures)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is served in production only with BENCH_ROUTES=on, always in development and tests', () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(benchRoutesEnabled(production)).toBe(false);
    expect(benchRoutesEnabled(parseEnv({ NODE_ENV: 'production', BENCH_ROUTES: 'on' }))).toBe(true);
    expect(benchRoutesEnabled(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(benchRoutesEnabled(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(() => parseEnv({ BENCH_ROUTES: 'yes' })).toThrow(/BENCH_ROUTES must be on or off/);
  });

  it('answers 404 from a production server without the setting (the proxy), and never appears in the sitemap', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('BENCH_ROUTES', 'off');
    vi.resetModules();
    const { proxy } = await import('@/proxy');
    const at = (path: string) =>
      proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } }));
    expect((await at('/bench/hello')).status).toBe(404);
    expect((await at('/bench/dynamic')).status).toBe(404);
    expect((await at('/bench/frame')).status).toBe(404);
    expect((await at('/features')).status).toBe(200);

    vi.stubEnv('BENCH_ROUTES', 'on');
    vi.resetModules();
    const { proxy: enabled } = await import('@/proxy');
    const hello = await enabled(
      new NextRequest('http://localhost:3000/bench/hello', { headers: { host: 'localhost:3000' } }),
    );
    expect(hello.status).toBe(200);

    const paths = (await sitemapEntries()).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/bench'))).toEqual([]);
    // /pricing (the chooser) is a public page of the sitemap.
    expect(paths).toContain('/pricing');
  });
});

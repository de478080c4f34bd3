import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PricingPage } from '@/components/billing/PricingPage';
import { saveActivitySubscriptionAction } from '@/lib/activity-subscriptions/actions';
import {
  planPerks,
  teamEntitlements,
  userEntitlements,
  WAITLIST_PRIORITY_MINUTES,
} from '@/lib/billing/entitlements';
import { monthStart } from '@/lib/billing/limits';
import { pricingPlans } from '@/lib/billing/pricing';
import { db } from '@/lib/db';
import { createEventAction } from '@/lib/events/actions';
import { loadManage } from '@/lib/events/manage';
import { eventPage } from '@/lib/events/queries';
import { createEvent, joinEvent, leaveEvent } from '@/lib/events/service';
import { saveFormAction } from '@/lib/forms/actions';
import { loadPlayerCard } from '@/lib/home/player-card';
import { planLimitMessages as m } from '@/lib/messages/billing';
import { loadPublicProfile } from '@/lib/profile/service';
import { addDomainAction, createSiteAction } from '@/lib/sites/actions';
import * as teams from '@/lib/teams/actions';
import { PLANS } from '@/prisma/seed-data';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { makeTeam, makeUser, makeUsers, uniqueTag, AUSTIN_CITY } from '@/tests/support/factories';

// Plans unlock what they promise (issue 29 §2): each limit of lib/billing/entitlements.ts at its edge — N allowed,
// N+1 refused with the message naming the plan and a link to it, the upgrade lifts it, a downgrade keeps what
// exists — and the pricing page lists exactly the table's perks.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

const MEMBER_PLUS_LINK = { href: '/member/pricing', label: 'See Member Plus' };
const ORGANIZER_PRO_LINK = { href: '/organizer/pricing', label: 'See Organizer Pro' };
const HOUR = 3_600_000;

let sport: string;
let sportLabel: string;
beforeAll(async () => {
  sportLabel = `Pickleball ${uniqueTag()}`;
  sport = (await db.gameType.create({ data: { label: sportLabel } })).id;
});

const setUserLevel = (id: string, level: string) =>
  db.user.update({ where: { id }, data: { userSubscription: level } });
const setTeamLevel = (id: string, level: string) =>
  db.team.update({ where: { id }, data: { subscriptionLevel: level } });
const newGame = (host: { id: string }, extra: Record<string, unknown> = {}) =>
  callAs(host, createEventAction, { ...gameInput({ gameTypeId: sport }), ...extra });

describe('events a free organizer may create per month', () => {
  const refused = {
    ok: false,
    message: m.eventsPerMonth(3, 'Member Plus', 'Organizer Pro'),
    link: MEMBER_PLUS_LINK,
  };

  it('3 allowed, the 4th refused naming Member Plus; Member Plus lifts it; a downgrade keeps every game', async () => {
    const host = await makeUser('Host');
    for (let i = 0; i < 3; i++) expect(await newGame(host)).toMatchObject({ ok: true });
    expect(await newGame(host)).toEqual(refused);
    expect(await db.event.count({ where: { creatorId: host.id } })).toBe(3);

    await setUserLevel(host.id, 'Member Plus');
    for (let i = 0; i < 2; i++) expect(await newGame(host)).toMatchObject({ ok: true });

    await setUserLevel(host.id, 'Free'); // cancelled, or the payment lapsed
    expect(await newGame(host)).toEqual(refused);
    const games = await db.event.findMany({ where: { creatorId: host.id }, select: { id: true } });
    expect(games).toHaveLength(5);
    for (const game of games) expect(await eventPage(host.id, game.id)).not.toBeNull();
  });

  it('games hosted by a team on Organizer Pro never count; last month’s do not either', async () => {
    const host = await makeUser('Club host');
    const rookie = await makeTeam(host.id);
    const pro = await makeTeam(host.id, { subscriptionLevel: 'Organizer Pro' });
    for (let i = 0; i < 3; i++)
      expect(await newGame(host, { hostingTeamId: rookie.id })).toMatchObject({ ok: true });
    // A free team's games count toward its host's three.
    expect(await newGame(host, { hostingTeamId: rookie.id })).toEqual(refused);
    for (let i = 0; i < 2; i++)
      expect(await newGame(host, { hostingTeamId: pro.id })).toMatchObject({ ok: true });
    expect(await newGame(host)).toEqual(refused);

    // The month turns: what was created before it does not count.
    await db.event.updateMany({
      where: { creatorId: host.id },
      data: { createdAt: new Date(monthStart(new Date()).getTime() - 86_400_000) },
    });
    expect(await newGame(host)).toMatchObject({ ok: true });
  });

  it('a repeating game counts once, and two parallel creates cannot both take the last one', async () => {
    const host = await makeUser('Series host');
    const weekly = await newGame(host, { repeat: 'WEEKLY', repeatEnds: 'COUNT', repeatCount: 6 });
    expect(weekly).toMatchObject({ ok: true });
    expect(await newGame(host)).toMatchObject({ ok: true });
    const both = await Promise.all([
      createEvent(db, host.id, gameInput({ gameTypeId: sport })),
      createEvent(db, host.id, gameInput({ gameTypeId: sport })),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok && r.reason === 'plan-limit')).toHaveLength(1);
  });
});

describe('roster size of a free team', () => {
  async function teamWith(entries: number, extra: Record<string, unknown> = {}) {
    const owner = await makeUser('Owner');
    const team = await makeTeam(owner.id, extra);
    await db.rosterEntry.create({ data: { teamId: team.id, userId: owner.id, role: 'owner' } });
    const players = await makeUsers(entries - 1, 'Roster');
    await db.rosterEntry.createMany({
      data: players.map((userId) => ({ teamId: team.id, userId, role: 'player' })),
    });
    return { owner, team };
  }
  const invite = (owner: { id: string }, teamId: string) =>
    callAs(owner, teams.inviteToTeamAction, {
      teamId,
      invitee: { kind: 'email', email: `new.${uniqueTag()}@example.com` },
      role: 'player',
    });
  const refused = { ok: false, message: m.rosterSize(25, 'Organizer Pro'), link: ORGANIZER_PRO_LINK };

  it('the 25th entry allowed, the 26th refused naming Organizer Pro; Organizer Pro lifts it; a downgrade keeps all', async () => {
    const { owner, team } = await teamWith(24);
    expect(await invite(owner, team.id)).toMatchObject({ ok: true });
    expect(await invite(owner, team.id)).toEqual(refused);
    expect(await db.rosterEntry.count({ where: { teamId: team.id } })).toBe(25);

    await setTeamLevel(team.id, 'Organizer Pro');
    expect(await invite(owner, team.id)).toMatchObject({ ok: true });
    expect(await invite(owner, team.id)).toMatchObject({ ok: true });

    await setTeamLevel(team.id, 'ROOKIE');
    expect(await invite(owner, team.id)).toEqual(refused);
    expect(await db.rosterEntry.count({ where: { teamId: team.id } })).toBe(27);
  });

  it('a player joining a full open team is told to ask the owner; an invited one still gets in', async () => {
    const { owner, team } = await teamWith(24, { joinPolicy: 'OPEN' });
    const invitee = await makeUser('Invitee');
    expect(
      await callAs(owner, teams.inviteToTeamAction, {
        teamId: team.id,
        invitee: { kind: 'user', userId: invitee.id, label: 'Invitee' },
        role: 'player',
      }),
    ).toMatchObject({ ok: true });
    const walkIn = await makeUser('Walk-in');
    expect(await callAs(walkIn, teams.joinTeamAction, { teamId: team.id })).toEqual({
      ok: false,
      message: m.rosterSizeInvitee(25),
      link: ORGANIZER_PRO_LINK,
    });
    expect(await callAs(invitee, teams.joinTeamAction, { teamId: team.id })).toMatchObject({ ok: true });
  });

  it('a new team starts with at most 25: the owner and 24 invitations', async () => {
    const owner = await makeUser('Founder');
    const input = (count: number) => ({
      kind: 'TEAM',
      name: `Founders ${uniqueTag()}`,
      gameTypeId: sport,
      city: AUSTIN_CITY,
      description: '',
      joinPolicy: 'INVITE_ONLY',
      invitees: Array.from({ length: count }, (_, i) => ({
        kind: 'email',
        email: `founder-${i}.${uniqueTag()}@example.com`,
      })),
    });
    expect(await callAs(owner, teams.createTeamAction, input(25))).toEqual({
      ok: false,
      message: m.rosterSizeOnCreate(25, 'Organizer Pro'),
      link: ORGANIZER_PRO_LINK,
    });
    expect(await callAs(owner, teams.createTeamAction, input(24))).toMatchObject({ ok: true });
  });
});

describe('paid forms only with Organizer Pro', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    title: `Spring league ${uniqueTag()}`,
    description: '',
    teamId: '',
    seasonId: '',
    price: '',
    deposit: '',
    opensAt: '',
    closesAt: '',
    capacity: '',
    audience: 'ANYONE' as const,
    closed: false,
    fields: [{ id: 'name', type: 'text', label: 'Full name', required: true }],
    ...over,
  });
  const refused = { ok: false, message: m.paidForms('Organizer Pro'), link: ORGANIZER_PRO_LINK };

  it('free forms for all; a price needs Organizer Pro; a downgraded paid form keeps its price', async () => {
    const owner = await makeUser('Organizer');
    const team = await makeTeam(owner.id);
    expect(await callAs(owner, saveFormAction, form({ teamId: team.id }))).toMatchObject({ ok: true });
    expect(await callAs(owner, saveFormAction, form({ teamId: team.id, price: '30' }))).toEqual(refused);
    expect(await callAs(owner, saveFormAction, form({ price: '30' }))).toEqual(refused);

    await setTeamLevel(team.id, 'Organizer Pro');
    const paid = await callAs(owner, saveFormAction, form({ teamId: team.id, price: '30', deposit: '10' }));
    expect(paid).toMatchObject({ ok: true });
    // The owner's Organizer Pro covers their forms without a team too.
    expect(await callAs(owner, saveFormAction, form({ price: '15' }))).toMatchObject({ ok: true });
    const formId = (paid as { data: { formId: string } }).data.formId;

    await setTeamLevel(team.id, 'ROOKIE');
    const again = form({ formId, teamId: team.id, price: '30', deposit: '10', title: 'Renamed' });
    expect(await callAs(owner, saveFormAction, again)).toMatchObject({ ok: true });
    expect(await callAs(owner, saveFormAction, { ...again, price: '40' })).toEqual(refused);
    expect(await db.form.findUniqueOrThrow({ where: { id: formId } })).toMatchObject({
      title: 'Renamed',
      priceCents: 3000,
      depositCents: 1000,
    });
    expect(await callAs(owner, saveFormAction, form({ teamId: team.id, price: '30' }))).toEqual(refused);
  });
});

describe('custom domains only with Organizer Pro', () => {
  it('refused on a free team’s site, added on Organizer Pro, kept after a downgrade', async () => {
    const owner = await makeUser('Site owner');
    const team = await makeTeam(owner.id);
    await db.rosterEntry.create({ data: { teamId: team.id, userId: owner.id, role: 'owner' } });
    const site = await callAs(owner, createSiteAction, {
      title: 'Riverside FC',
      primaryLogo: '',
      secondaryLogo: '',
      primaryColor: '#1d4ed8',
      accentColor: '#f59e0b',
      owner: 'team',
      teamId: team.id,
    });
    if (!site.ok) throw new Error(JSON.stringify(site));
    const siteId = site.data.id;
    const add = () => callAs(owner, addDomainAction, { siteId, hostname: `club-${uniqueTag()}.example` });
    const refused = { ok: false, message: m.customDomains('Organizer Pro'), link: ORGANIZER_PRO_LINK };
    expect(await add()).toEqual(refused);

    await setTeamLevel(team.id, 'Organizer Pro');
    expect(await add()).toMatchObject({ ok: true });

    await setTeamLevel(team.id, 'ROOKIE');
    expect(await add()).toEqual(refused);
    expect(await db.websiteDomain.count({ where: { websiteId: siteId } })).toBe(1);
  });
});

describe('activity alerts in 1 city free, up to 5 with Member Plus', () => {
  const CITIES = [
    { name: 'Austin', description: 'Austin, TX, USA', lat: 30.2672, lng: -97.7431 },
    { name: 'Denver', description: 'Denver, CO, USA', lat: 39.7392, lng: -104.9903 },
    { name: 'Chicago', description: 'Chicago, IL, USA', lat: 41.8781, lng: -87.6298 },
    { name: 'Seattle', description: 'Seattle, WA, USA', lat: 47.6062, lng: -122.3321 },
    { name: 'Atlanta', description: 'Atlanta, GA, USA', lat: 33.749, lng: -84.388 },
    { name: 'Boston', description: 'Boston, MA, USA', lat: 42.3601, lng: -71.0589 },
  ];
  const save = (user: { id: string }, city: (typeof CITIES)[number], extra: Record<string, unknown> = {}) =>
    callAs(user, saveActivitySubscriptionAction, {
      address: city,
      radius: 15,
      activities: [sportLabel],
      startDate: null,
      endDate: null,
      ...extra,
    });

  it('free: several alerts in one city, a second city refused naming Member Plus', async () => {
    const fan = await makeUser('Fan');
    expect(await save(fan, CITIES[0]!)).toMatchObject({ ok: true });
    expect(await save(fan, CITIES[0]!, { radius: 5 })).toMatchObject({ ok: true });
    expect(await save(fan, CITIES[1]!)).toEqual({
      ok: false,
      message: m.alertCities(1, 'Member Plus', 5),
      link: MEMBER_PLUS_LINK,
    });
  });

  it('free: the city comes from the coordinates, not the name sent — "Home" in two far-apart places is two', async () => {
    const fan = await makeUser('Sly');
    const home = (city: (typeof CITIES)[number]) => ({ ...city, name: 'Home', description: 'Home' });
    expect(await save(fan, home(CITIES[0]!))).toMatchObject({ ok: true });
    expect(await save(fan, home(CITIES[1]!))).toEqual({
      ok: false,
      message: m.alertCities(1, 'Member Plus', 5),
      link: MEMBER_PLUS_LINK,
    });
    // Another point in the same city under another name is the same city.
    const nearby = { name: 'Gym', description: 'Gym', lat: 30.28, lng: -97.75 };
    expect(await save(fan, nearby)).toMatchObject({ ok: true });
    expect(await db.activitySubscription.count({ where: { userId: fan.id } })).toBe(2);
  });

  it('Member Plus: 5 cities, the 6th refused; after a downgrade all stay, only the first city alerts', async () => {
    const fan = await makeUser('Traveller');
    await setUserLevel(fan.id, 'Member Plus');
    const saved = [];
    for (const city of CITIES.slice(0, 5)) {
      const result = await save(fan, city);
      expect(result).toMatchObject({ ok: true });
      saved.push((result as { data: { id: string } }).data.id);
      // Each later city is newer: the first one stays the first.
      await db.$executeRaw`UPDATE activity_subscriptions SET "createdAt" = now() - make_interval(days => ${10 - saved.length})
                            WHERE id = ${saved[saved.length - 1]}`;
    }
    expect(await save(fan, CITIES[5]!)).toEqual({
      ok: false,
      message: m.alertCities(5, 'Member Plus', 5),
      link: MEMBER_PLUS_LINK,
    });

    await setUserLevel(fan.id, 'Free');
    expect(await db.activitySubscription.count({ where: { userId: fan.id } })).toBe(5);
    // Editing an alert in a city they have is fine; a city they do not have is refused.
    expect(await save(fan, CITIES[1]!, { id: saved[1], radius: 20 })).toMatchObject({ ok: true });
    expect(await save(fan, CITIES[5]!, { id: saved[1] })).toMatchObject({
      ok: false,
      link: MEMBER_PLUS_LINK,
    });

    const host = await makeUser('Alert host');
    const inAustin = await createEvent(db, host.id, gameInput({ gameTypeId: sport, at: CITIES[0]! }));
    const inDenver = await createEvent(db, host.id, gameInput({ gameTypeId: sport, at: CITIES[1]! }));
    expect(inAustin.ok && inAustin.alertedUserIds).toContain(fan.id);
    expect(inDenver.ok && inDenver.alertedUserIds).not.toContain(fan.id);
    await setUserLevel(fan.id, 'Member Plus');
    const denverAgain = await createEvent(db, host.id, gameInput({ gameTypeId: sport, at: CITIES[1]! }));
    expect(denverAgain.ok && denverAgain.alertedUserIds).toContain(fan.id);
  });
});

describe(`Member Plus priority on waitlist offers (${WAITLIST_PRIORITY_MINUTES} minutes)`, () => {
  it('a member passes non-members who joined at most that much earlier, not those who joined before', async () => {
    const host = await makeUser('Host');
    const [ann, early, late, edge, member] = await Promise.all(
      ['Ann', 'Early', 'Late', 'Edge', 'Member'].map((n) => makeUser(n)),
    );
    await setUserLevel(member.id, 'Member Plus');
    const event = await makeEvent(host.id, { hours: 48, capacity: 1, allowWaitlist: true });
    expect((await joinEvent(db, ann.id, event.id)).status).toBe('joined');
    for (const p of [early, late, edge, member])
      expect((await joinEvent(db, p.id, event.id)).status).toBe('waitlisted');
    const now = Date.now();
    const joined = async (user: { id: string }, minutesAgo: number) =>
      db.eventParticipant.update({
        where: { eventId_userId: { eventId: event.id, userId: user.id } },
        data: { waitlistedAt: new Date(now - minutesAgo * 60_000) },
      });
    await joined(early, 200); // more than an hour before the member
    await joined(edge, 160); // exactly an hour before the member: the member goes first
    await joined(late, 120); // half an hour before the member
    await joined(member, 100);

    const position = async (user: { id: string }) => (await eventPage(user.id, event.id))?.waitlistPosition;
    expect([
      await position(early),
      await position(member),
      await position(edge),
      await position(late),
    ]).toEqual([1, 2, 3, 4]);
    // The host's manage page lists the line in the same order.
    const manage = await loadManage(db, host.id, event.id);
    expect(manage?.waitlist.map((p) => p.userId)).toEqual([early.id, member.id, edge.id, late.id]);
    const order: string[] = [];
    let current = ann;
    for (let i = 0; i < 4; i++) {
      await leaveEvent(db, current.id, event.id);
      const next = await db.eventParticipant.findFirstOrThrow({
        where: { eventId: event.id, status: 'GOING' },
        select: { userId: true },
      });
      order.push(next.userId!);
      current = [early, late, edge, member].find((u) => u.id === next.userId)!;
    }
    expect(order).toEqual([early.id, member.id, edge.id, late.id]);
  });

  it('without Member Plus the line is first come, first served', async () => {
    const host = await makeUser('Host');
    const [ann, first, second] = await Promise.all(['Ann', 'First', 'Second'].map((n) => makeUser(n)));
    const event = await makeEvent(host.id, { hours: 48, capacity: 1, allowWaitlist: true });
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, first.id, event.id);
    await db.eventParticipant.update({
      where: { eventId_userId: { eventId: event.id, userId: first.id } },
      data: { waitlistedAt: new Date(Date.now() - HOUR / 60) },
    });
    await joinEvent(db, second.id, event.id);
    await leaveEvent(db, ann.id, event.id);
    const going = await db.eventParticipant.findFirstOrThrow({
      where: { eventId: event.id, status: 'GOING' },
    });
    expect(going.userId).toBe(first.id);
  });
});

describe('the Member Plus badge', () => {
  it('shows on the profile and the player card of members only, and goes with the plan', async () => {
    const viewer = await makeUser('Viewer');
    const member = await makeUser('Member');
    await setUserLevel(member.id, 'Member Plus');
    expect((await loadPublicProfile(db, viewer.id, member.id))?.memberPlus).toBe(true);
    expect((await loadPlayerCard(db, member.id))?.memberPlus).toBe(true);
    expect((await loadPublicProfile(db, member.id, viewer.id))?.memberPlus).toBe(false);
    expect((await loadPlayerCard(db, viewer.id))?.memberPlus).toBe(false);
    await setUserLevel(member.id, 'Free');
    expect((await loadPublicProfile(db, viewer.id, member.id))?.memberPlus).toBe(false);
  });
});

describe('the pricing pages list the entitlements table', () => {
  /** The perks each plan card of the rendered page lists, by plan label. */
  function perksOnPage(html: string): Record<string, string[]> {
    const cards: Record<string, string[]> = {};
    for (const card of html.split('<li aria-labelledby="plan-').slice(1)) {
      const label = /<h3[^>]*>([^<]*)<\/h3>/.exec(card)?.[1] ?? '';
      const list = card.slice(card.indexOf('<ul'), card.indexOf('</ul>'));
      cards[label] = [...list.matchAll(/<li[^>]*><span[^>]*><\/span>([^<]*)<\/li>/g)].map((x) => x[1]!);
    }
    return cards;
  }

  it('each plan card shows exactly its perks from the table, whatever the plans row stores', async () => {
    await db.plan.createMany({
      data: PLANS.map((p) => ({ ...p, features: ['A perk nobody enforces'] })),
      skipDuplicates: true,
    });
    await db.featureFlag.upsert({
      where: { key: 'subscriptions' },
      create: { key: 'subscriptions', enabled: true },
      update: { enabled: true },
    });
    for (const [kind, audience] of [
      ['TEAM', 'organizer'],
      ['USER', 'member'],
    ] as const) {
      const plans = await pricingPlans(kind);
      expect(plans.length).toBeGreaterThanOrEqual(2);
      const html = renderToStaticMarkup(createElement(PricingPage, { audience, plans }));
      const expected = Object.fromEntries(
        plans.map((p) => [p.label, planPerks(kind, p.label).map((t) => t.replace(/&/g, '&amp;'))]),
      );
      expect(perksOnPage(html)).toEqual(expected);
    }
    expect(planPerks('USER', 'Free')).toContain('Create up to 3 events per month');
    expect(planPerks('USER', 'Member Plus')).toEqual(
      expect.arrayContaining([
        'Unlimited event creation',
        'Priority waitlist spots',
        'Activity alerts in up to 5 cities',
        'Member Plus badge on your profile',
      ]),
    );
    expect(planPerks('TEAM', 'ROOKIE')).toContain('Up to 25 roster members');
    expect(planPerks('TEAM', 'Organizer Pro')).toEqual(
      expect.arrayContaining([
        'Unlimited roster members',
        'Collect payments with forms',
        'Custom domain for your website',
      ]),
    );
  });

  it('plans that cost more give more: every plan on sale gives what the cheaper ones of its kind do not', async () => {
    await db.plan.createMany({ data: PLANS.map((p) => ({ ...p })), skipDuplicates: true });
    await db.featureFlag.upsert({
      where: { key: 'subscriptions' },
      create: { key: 'subscriptions', enabled: true },
      update: { enabled: true },
    });
    for (const kind of ['TEAM', 'USER'] as const) {
      const plans = await pricingPlans(kind);
      const gives = (label: string) =>
        JSON.stringify(kind === 'TEAM' ? teamEntitlements(label) : userEntitlements(label));
      for (const a of plans)
        for (const b of plans)
          if (a.costCents < b.costCents) {
            expect(gives(b.label), `${b.label} against ${a.label}`).not.toBe(gives(a.label));
            expect(planPerks(kind, b.label)).not.toEqual(planPerks(kind, a.label));
          }
      // One plan per price: two plans at different prices never sell the same thing.
      expect(new Set(plans.map((p) => gives(p.label))).size).toBe(plans.length);
    }
    // All-Star gave exactly what Organizer Pro gives at two and a half times the price: it is not sold.
    expect((await pricingPlans('TEAM')).map((p) => p.label)).toEqual(['ROOKIE', 'Organizer Pro']);
  });
});

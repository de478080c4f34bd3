// Property: the SQL visibility predicate (lib/availability/sql.ts) and the pure rule
// (canSeeAvailability in lib/availability/rules.ts) agree on random worlds of users, teams, roster
// entries, connections, blocks and availability settings; and a viewer who fails the rule never
// receives the owner's schedule through any read (profile query and section, players near a place
// with and without a time window). The block rule (lib/access/blocks.ts) is checked through every
// helper built on it — pair check, set of a viewer's blocks, blocks among candidates, the SQL condition,
// the availability predicate and the public profile read — against the world's block list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { ProfileAvailabilitySection } from '@/components/profile/ProfileAvailabilitySection';
import {
  canSeeAvailability,
  communitiesOf,
  type CommunityFilterValue,
  type VisibilitySettings,
} from '@/lib/availability/rules';
import { visibilityOf, visibleAvailability } from '@/lib/availability/service';
import { findPlayersNear } from '@/lib/players/service';
import { Prisma } from '@/lib/generated/prisma/client';
import { blockedAmong, blockedEitherWay, isBlockedBetween, notBlockedSql } from '@/lib/access/blocks';
import { loadPublicProfile } from '@/lib/profile/service';

const USERS = 4;
const TEAMS = 3;
const GENDERS = [null, 'Male', 'Female', 'Non-binary', 'Any'] as const;
const ROLES = [
  null,
  '',
  'member',
  'admin',
  'captain',
  'pending',
  'Pending Member',
  'invite-PENDING',
] as const;

const userIndex = fc.integer({ min: 0, max: USERS - 1 });

const settingsArb = fc.record({
  visibilityMode: fc.constantFrom<'PUBLIC' | 'FILTERED'>('PUBLIC', 'FILTERED', 'FILTERED'),
  allowedGenders: fc.subarray(['Male', 'Female', 'Non-binary', 'Any']),
  communityFilter: fc.constantFrom<CommunityFilterValue>('NONE', 'ANY', 'ALL', 'SPECIFIC'),
  // Team indexes; TEAMS stands for an id that is no team at all.
  allowedTeams: fc.subarray([0, 1, 2, TEAMS]),
  connectionsOnly: fc.boolean(),
  requireAllFilters: fc.boolean(),
});

const worldArb = fc.record({
  genders: fc.array(fc.constantFrom(...GENDERS), { minLength: USERS, maxLength: USERS }),
  settings: fc.array(fc.option(settingsArb, { nil: null, freq: 5 }), { minLength: USERS, maxLength: USERS }),
  teamOwners: fc.array(userIndex, { minLength: 0, maxLength: TEAMS }),
  roster: fc.uniqueArray(
    fc.record({
      team: fc.integer({ min: 0, max: TEAMS - 1 }),
      user: userIndex,
      role: fc.constantFrom(...ROLES),
    }),
    { selector: (r) => `${r.team}:${r.user}`, maxLength: 8 },
  ),
  connections: fc.uniqueArray(
    fc.record({ a: userIndex, b: userIndex, accepted: fc.boolean() }).filter((c) => c.a !== c.b),
    { selector: (c) => [Math.min(c.a, c.b), Math.max(c.a, c.b)].join(':'), maxLength: 5 },
  ),
  blocks: fc.uniqueArray(
    fc
      .record({ blocker: userIndex, blocked: userIndex, byEmail: fc.boolean(), upper: fc.boolean() })
      .filter((b) => b.blocker !== b.blocked),
    { selector: (b) => `${b.blocker}:${b.blocked}:${b.byEmail}`, maxLength: 3 },
  ),
});

type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

// Next Tuesday 18:30–19:00 UTC; every owner is available Tuesdays 18:00–20:00 UTC.
const today = new Date();
const daysToTuesday = ((2 - today.getUTCDay() + 7) % 7) + 7;
const tuesday = new Date(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysToTuesday),
);
const window = {
  from: new Date(tuesday.getTime() + (18 * 60 + 30) * 60_000),
  to: new Date(tuesday.getTime() + 19 * 60 * 60_000),
};

let run = 0;

async function check(world: World) {
  run += 1;
  const prefix = `pbt${run}`;
  // Each run in its own spot, ~35 miles from the others (the search radius is 5), shrinking included.
  const place = { lat: -60 + (run % 240) * 0.5, lng: 20 + Math.floor(run / 240) };
  const ids = Array.from({ length: USERS }, (_, i) => `${prefix}-user-${i}`);
  const emails = ids.map((id) => `${id}@example.com`);
  const teamIds = world.teamOwners.map((_, t) => `${prefix}-team-${t}`);
  const teams = world.teamOwners.map((owner, t) => ({ id: teamIds[t], ownerId: ids[owner] }));
  const roster = world.roster
    .filter((r) => r.team < teams.length)
    .map((r) => ({ teamId: teamIds[r.team], userId: ids[r.user], role: r.role }));
  const settings: (VisibilitySettings | null)[] = world.settings.map((s) =>
    s
      ? {
          visibilityMode: s.visibilityMode,
          allowedGenders: s.allowedGenders,
          communityFilter: s.communityFilter,
          allowedCommunityIds: s.allowedTeams.map((t) => `${prefix}-team-${t}`),
          connectionsOnly: s.connectionsOnly,
          requireAllFilters: s.requireAllFilters,
        }
      : null,
  );

  await db.user.createMany({
    data: ids.map((id, i) => ({
      id,
      email: emails[i],
      displayName: id,
      gender: world.genders[i],
      hasAdditionalInfo: true,
      cityName: 'Test',
      cityLat: place.lat + i * 0.001,
      cityLng: place.lng,
    })),
  });
  await db.team.createMany({ data: teams.map((t) => ({ ...t, name: t.id })) });
  await db.rosterEntry.createMany({ data: roster });
  await db.connection.createMany({
    data: world.connections.map((c) => {
      const [low, high] = [ids[c.a], ids[c.b]].sort();
      return {
        userLowId: low,
        userHighId: high,
        requesterId: low,
        status: c.accepted ? 'ACCEPTED' : 'PENDING',
      };
    }),
  });
  await db.block.createMany({
    data: world.blocks.map((b) => ({
      blockerId: ids[b.blocker],
      blockedUserId: b.byEmail ? null : ids[b.blocked],
      blockedEmail: b.byEmail ? (b.upper ? emails[b.blocked].toUpperCase() : emails[b.blocked]) : null,
    })),
  });
  for (const [i, s] of settings.entries()) {
    if (!s) continue;
    await db.availability.create({
      data: {
        userId: ids[i],
        timeZone: 'UTC',
        visibilityMode: s.visibilityMode,
        allowedGenders: [...(s.allowedGenders ?? [])],
        communityFilter: s.communityFilter,
        allowedCommunityIds: [...(s.allowedCommunityIds ?? [])],
        connectionsOnly: s.connectionsOnly,
        requireAllFilters: s.requireAllFilters,
        weeklyRanges: { create: [{ dayOfWeek: 2, startMinute: 18 * 60, endMinute: 20 * 60 }] },
      },
    });
  }

  const blocked = (x: number, y: number) =>
    world.blocks.some((b) => (b.blocker === x && b.blocked === y) || (b.blocker === y && b.blocked === x));
  const connected = (x: number, y: number) =>
    world.connections.some((c) => c.accepted && ((c.a === x && c.b === y) || (c.a === y && c.b === x)));
  const communities = ids.map((id) => communitiesOf(id, teams, roster));

  for (let viewer = 0; viewer < USERS; viewer++) {
    const expected = new Map<string, boolean>();
    settings.forEach((s, owner) => {
      if (!s) return;
      expected.set(
        ids[owner],
        canSeeAvailability(s, {
          viewerId: ids[viewer],
          ownerId: ids[owner],
          blocked: blocked(viewer, owner),
          viewerGender: world.genders[viewer],
          viewerCommunityIds: communities[viewer],
          ownerCommunityIds: communities[owner],
          connected: connected(viewer, owner),
        }),
      );
    });

    // 0. Every path of the block rule agrees with the world's block list.
    const others = ids.filter((_, i) => i !== viewer);
    const blockedIds = ids.filter((_, i) => i !== viewer && blocked(viewer, i));
    expect([...(await blockedEitherWay(db, ids[viewer]))].sort()).toEqual(blockedIds);
    expect([...(await blockedAmong(db, ids[viewer], ids))].sort()).toEqual(blockedIds);
    const free = await db.$queryRaw<{ id: string }[]>`
      SELECT u."id" FROM "users" u WHERE u."id" = ANY(${others}::text[])
         AND ${notBlockedSql(ids[viewer], Prisma.sql`u."id"`)} ORDER BY u."id"`;
    expect(free.map((r) => r.id)).toEqual(others.filter((id) => !blockedIds.includes(id)));
    for (const [other, id] of ids.entries()) {
      const expectBlocked = other !== viewer && blocked(viewer, other);
      expect(await isBlockedBetween(db, ids[viewer], id)).toBe(expectBlocked);
      expect((await loadPublicProfile(db, ids[viewer], id)) === null).toBe(expectBlocked);
    }

    // 1. The SQL predicate agrees with the pure rule.
    const actual = await visibilityOf(db, ids[viewer], ids);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));

    // 2. The profile read returns the schedule exactly when the rule admits the viewer.
    for (const [ownerId, visible] of expected) {
      const schedule = await visibleAvailability(db, ids[viewer], ownerId);
      expect(schedule !== null).toBe(visible);
      const section = await ProfileAvailabilitySection({ viewerId: ids[viewer], ownerId });
      expect(section !== null).toBe(visible);
    }

    // 3. Players near: everyone but the viewer and blocked users is listed; a schedule is attached
    //    only when visible, and a time window only matches visible schedules.
    const near = await findPlayersNear(db, ids[viewer], { ...place, radiusMiles: 5, pageSize: 50 });
    const listed = ids.filter((_, i) => i !== viewer && !blocked(viewer, i));
    expect(near.players.map((p) => p.id).sort()).toEqual(listed.sort());
    for (const p of near.players) expect(p.availability !== null).toBe(expected.get(p.id) === true);

    const inWindow = await findPlayersNear(db, ids[viewer], {
      ...place,
      radiusMiles: 5,
      pageSize: 50,
      window,
    });
    const visibleOthers = [...expected].filter(([id, v]) => v && id !== ids[viewer]).map(([id]) => id);
    expect(inWindow.players.map((p) => p.id).sort()).toEqual(visibleOthers.sort());
    // The same answer when the nearest-first walk gives up at once and the schedules are asked first.
    const scheduleFirst = await findPlayersNear(
      db,
      ids[viewer],
      { ...place, radiusMiles: 5, pageSize: 50, window },
      { walkBudget: 1 },
    );
    expect(scheduleFirst.players.map((p) => p.id)).toEqual(inWindow.players.map((p) => p.id));
    // …and when the walk reads only the nearest two schedules per part, so its answer is kept only when it
    // is decided before the walk's limit (otherwise the schedules are asked first).
    const shortWalk = await findPlayersNear(
      db,
      ids[viewer],
      { ...place, radiusMiles: 5, pageSize: 2, window },
      { walkBudget: 2 },
    );
    expect(shortWalk.players.map((p) => p.id)).toEqual(inWindow.players.slice(0, 2).map((p) => p.id));
  }
}

describe('availability visibility', () => {
  it('the SQL rule and the pure rule agree, and hidden schedules never leave the database', async () => {
    await fc.assert(fc.asyncProperty(worldArb, check), { numRuns: 80 });
  }, 240_000);
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { encodeGeohash } from '@/lib/geo/geohash';
import { commonMessages, authMessages } from '@/lib/messages';
import { ambassadorUi, teamUi as m } from '@/lib/messages/teams';
import { listNotifications } from '@/lib/notification-centre/service';
import * as actions from '@/lib/teams/actions';
import { findTeams } from '@/lib/teams/directory';
import { ambassadorApplications, externalTeamsOf } from '@/lib/teams/external';
import { callAs } from '@/tests/support/act-as';
import { countQueries } from '@/tests/support/query-counter';

// Finding teams (directory, leagues), external teams, ambassador applications and answering a team
// invitation from the notification centre, on the real PostgreSQL through the server actions.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const ROUND_ROCK = { lat: 30.5083, lng: -97.6789 }; // ~17 miles north of Austin
const SAN_ANTONIO = { lat: 29.4241, lng: -98.4936 }; // ~74 miles
const DENVER = { lat: 39.7392, lng: -104.9903 };

let basketball: string;
let soccer: string;

beforeAll(async () => {
  basketball = (await db.gameType.create({ data: { label: 'Basketball' } })).id;
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

let seq = 0;
const createUser = (name = 'Player', extra: Record<string, unknown> = {}) => {
  seq += 1;
  return db.user.create({
    data: {
      email: `find${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      fullName: `${name} ${seq}`,
      displayName: `${name} ${seq}`,
      hasAdditionalInfo: true,
      ...extra,
    },
  });
};

type At = { lat: number; lng: number };
async function createTeam(
  ownerId: string,
  name: string,
  at: At | null,
  extra: {
    gameTypeId?: string;
    joinPolicy?: 'OPEN' | 'REQUEST' | 'INVITE_ONLY';
    kind?: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
    description?: string;
    isExternal?: boolean;
  } = {},
) {
  return db.team.create({
    data: {
      name,
      ownerId,
      gameTypeId: extra.gameTypeId ?? basketball,
      joinPolicy: extra.joinPolicy ?? 'OPEN',
      kind: extra.kind ?? 'TEAM',
      description: extra.description,
      isExternal: extra.isExternal ?? false,
      cityName: at ? 'Somewhere, TX' : null,
      lat: at?.lat,
      lng: at?.lng,
      geohash: at ? encodeGeohash(at.lat, at.lng) : null,
      roster: { create: { userId: ownerId, role: 'owner' } },
    },
  });
}

const names = (result: { teams: { name: string }[] }) => result.teams.map((t) => t.name);

describe('directory (teams-v3, leagues)', () => {
  it('lists teams near the point, nearest first, within the radius only', async () => {
    const owner = await createUser('Owner');
    const viewer = await createUser('Viewer');
    const tag = `near${Date.now()}`;
    await createTeam(owner.id, `${tag} Round Rock`, ROUND_ROCK);
    await createTeam(owner.id, `${tag} Downtown`, AUSTIN);
    await createTeam(owner.id, `${tag} San Antonio`, SAN_ANTONIO);
    await createTeam(owner.id, `${tag} Denver`, DENVER);
    await createTeam(owner.id, `${tag} Nowhere`, null);

    const near = await findTeams(db, viewer.id, AUSTIN, { q: tag });
    expect(names(near)).toEqual([`${tag} Downtown`, `${tag} Round Rock`]);
    expect(near.teams[0].miles).toBeLessThan(1);
    expect(near.teams[1].miles).toBeGreaterThan(10);
    expect(near.teams[1].miles).toBeLessThan(25);

    const wide = await findTeams(db, viewer.id, AUSTIN, { q: tag, radius: 100 });
    expect(names(wide)).toEqual([`${tag} Downtown`, `${tag} Round Rock`, `${tag} San Antonio`]);

    const small = await findTeams(db, viewer.id, AUSTIN, { q: tag, radius: 10 });
    expect(names(small)).toEqual([`${tag} Downtown`]);

    // Without a point: everywhere, by name (teams without a city too).
    const everywhere = await findTeams(db, viewer.id, null, { q: tag });
    expect(names(everywhere)).toEqual([
      `${tag} Denver`,
      `${tag} Downtown`,
      `${tag} Nowhere`,
      `${tag} Round Rock`,
      `${tag} San Antonio`,
    ]);
    expect(everywhere.teams.every((t) => t.miles === null)).toBe(true);
  });

  it('filters by sport and kind, and finds by words of the name or description and by typos', async () => {
    const owner = await createUser('Owner');
    const viewer = await createUser('Viewer');
    const at = { lat: 32.7767, lng: -96.797 }; // Dallas: nobody else's teams here
    await createTeam(owner.id, 'Thunder Hoops', at, { description: 'Pickup basketball on Tuesdays' });
    await createTeam(owner.id, 'Lakeside Strikers', at, {
      gameTypeId: soccer,
      description: 'Friendly sunday soccer',
    });
    await createTeam(owner.id, 'Metro Hoops League', at, { kind: 'LEAGUE' });

    expect(names(await findTeams(db, viewer.id, at, { sport: soccer }))).toEqual(['Lakeside Strikers']);
    expect(names(await findTeams(db, viewer.id, at, { kind: 'LEAGUE' }))).toEqual(['Metro Hoops League']);
    expect(names(await findTeams(db, viewer.id, at, { q: 'hoops' })).sort()).toEqual([
      'Metro Hoops League',
      'Thunder Hoops',
    ]);
    // A word of the description (full-text, stemmed), and a misspelt name (pg_trgm).
    expect(names(await findTeams(db, viewer.id, at, { q: 'tuesday' }))).toEqual(['Thunder Hoops']);
    expect(names(await findTeams(db, viewer.id, at, { q: 'Lakesde Strikers' }))).toEqual([
      'Lakeside Strikers',
    ]);
    expect(names(await findTeams(db, viewer.id, at, { q: 'hoops', sport: soccer }))).toEqual([]);
    // Its member count and the viewer's standing come with each row.
    const [team] = (await findTeams(db, owner.id, at, { sport: soccer })).teams;
    expect(team).toMatchObject({ memberCount: 1, standing: 'member', kind: 'TEAM', sport: 'Soccer' });
  });

  it('pages through the results without repeating or skipping a team', async () => {
    const owner = await createUser('Owner');
    const viewer = await createUser('Viewer');
    const at = { lat: 35.4676, lng: -97.5164 }; // Oklahoma City
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 5; i += 1) await createTeam(owner.id, `${tag} ${i}`, at);
    const first = await findTeams(db, viewer.id, at, { q: tag, page: 1 }, 2);
    const second = await findTeams(db, viewer.id, at, { q: tag, page: 2 }, 2);
    const third = await findTeams(db, viewer.id, at, { q: tag, page: 3 }, 2);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(
      [0, 1, 2, 3, 4].map((i) => `${tag} ${i}`),
    );
  });

  it('answers a page in one query however many teams and members it lists', async () => {
    const owner = await createUser('Owner');
    const viewer = await createUser('Viewer');
    const at = { lat: 38.627, lng: -90.1994 }; // St. Louis
    const tag = `count${Date.now()}`;
    await createTeam(owner.id, `${tag} first`, at);
    const one = await countQueries(() => findTeams(db, viewer.id, at, { q: tag }));
    for (let i = 0; i < 19; i += 1) {
      const team = await createTeam(owner.id, `${tag} ${i}`, at);
      const players = await Promise.all([createUser(), createUser()]);
      await db.rosterEntry.createMany({
        data: players.map((p) => ({ teamId: team.id, userId: p.id, role: 'player' })),
      });
    }
    const many = await countQueries(() => findTeams(db, viewer.id, at, { q: tag }));
    expect(one.count).toBe(1);
    expect(many.count).toBe(1);
    expect(many.result?.teams).toHaveLength(20);
    expect(many.result?.teams.filter((t) => t.memberCount === 3)).toHaveLength(19);
  });

  it('never lists invite-only teams to outsiders, teams across a block either way, or external opponents', async () => {
    const owner = await createUser('Owner');
    const blockerOwner = await createUser('Blocker');
    const blockedOwner = await createUser('BlockedOwner');
    const viewer = await createUser('Viewer');
    const member = await createUser('Member');
    const at = { lat: 36.1627, lng: -86.7816 }; // Nashville
    const tag = `vis${Date.now()}`;
    await createTeam(owner.id, `${tag} Open`, at);
    await createTeam(owner.id, `${tag} By request`, at, { joinPolicy: 'REQUEST' });
    const secret = await createTeam(owner.id, `${tag} Secret`, at, { joinPolicy: 'INVITE_ONLY' });
    await createTeam(blockerOwner.id, `${tag} Blocker's`, at);
    await createTeam(blockedOwner.id, `${tag} Blocked's`, at);
    await createTeam(owner.id, `${tag} External`, at, { isExternal: true });
    await db.block.create({ data: { blockerId: blockerOwner.id, blockedUserId: viewer.id } });
    await db.block.create({ data: { blockerId: viewer.id, blockedUserId: blockedOwner.id } });
    await db.rosterEntry.create({ data: { teamId: secret.id, userId: member.id, role: 'player' } });

    expect(names(await findTeams(db, viewer.id, at, { q: tag })).sort()).toEqual(
      [`${tag} By request`, `${tag} Open`].sort(),
    );
    // A member of the invite-only team sees it (and sees the owners nobody blocked).
    expect(names(await findTeams(db, member.id, at, { q: tag })).sort()).toEqual(
      [`${tag} Blocked's`, `${tag} Blocker's`, `${tag} By request`, `${tag} Open`, `${tag} Secret`].sort(),
    );
    // Everywhere (no point) follows the same rules.
    expect(names(await findTeams(db, viewer.id, null, { q: tag })).sort()).toEqual(
      [`${tag} By request`, `${tag} Open`].sort(),
    );
  });
});

describe('external teams', () => {
  async function world() {
    const [owner, admin, manager, player, outsider] = await Promise.all([
      createUser('Owner'),
      createUser('Admin'),
      createUser('Manager'),
      createUser('Player'),
      createUser('Outsider'),
    ]);
    const team = await db.team.create({
      data: {
        name: 'Hosts',
        ownerId: owner.id,
        roster: {
          create: [
            { userId: owner.id, role: 'owner' },
            { userId: admin.id, role: 'admin' },
            { userId: manager.id, role: 'manager' },
            { userId: player.id, role: 'player' },
          ],
        },
      },
    });
    return { team, owner, admin, manager, player, outsider };
  }

  it('a manager adds opponents by name (trimmed, one per name in any case) and removes them', async () => {
    const w = await world();
    const added = await callAs(w.manager, actions.addExternalTeamAction, {
      teamId: w.team.id,
      name: '  Westside   Wolves ',
    });
    expect(added).toMatchObject({ ok: true, message: m.external.added('Westside Wolves') });
    expect(
      await callAs(w.admin, actions.addExternalTeamAction, { teamId: w.team.id, name: 'WESTSIDE WOLVES' }),
    ).toEqual({ ok: false, fieldErrors: { name: [m.external.already] } });
    expect(
      await callAs(w.owner, actions.addExternalTeamAction, { teamId: w.team.id, name: '' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: [m.external.nameRequired] },
    });
    // Members see the list (the games issue offers them as opponents); outsiders see nothing.
    expect((await externalTeamsOf(db, w.player.id, w.team.id)).map((e) => e.name)).toEqual([
      'Westside Wolves',
    ]);
    expect(await externalTeamsOf(db, w.outsider.id, w.team.id)).toEqual([]);

    const id = added.ok ? added.data!.id : '';
    expect(
      await callAs(w.owner, actions.removeExternalTeamAction, { teamId: w.team.id, externalTeamId: id }),
    ).toMatchObject({ ok: true, message: m.external.removed('Westside Wolves') });
    expect(await db.externalTeam.count({ where: { teamId: w.team.id } })).toBe(0);
  });

  it('players and outsiders get not found and nothing is written; a foreign or malformed id is not found', async () => {
    const w = await world();
    const other = await world();
    const theirs = await db.externalTeam.create({
      data: { teamId: other.team.id, name: 'Theirs', nameKey: 'theirs' },
    });
    const before = await db.externalTeam.findMany({ orderBy: { id: 'asc' } });
    for (const who of [w.player, w.outsider]) {
      expect(await callAs(who, actions.addExternalTeamAction, { teamId: w.team.id, name: 'Sneaky' })).toEqual(
        { ok: false, message: commonMessages.teamNotFound },
      );
    }
    // Removing another team's opponent through one's own team, or with a malformed id.
    expect(
      await callAs(w.owner, actions.removeExternalTeamAction, {
        teamId: w.team.id,
        externalTeamId: theirs.id,
      }),
    ).toEqual({ ok: false, message: m.external.notFound });
    expect(
      await callAs(w.player, actions.removeExternalTeamAction, {
        teamId: other.team.id,
        externalTeamId: theirs.id,
      }),
    ).toEqual({ ok: false, message: m.external.notFound });
    expect(
      await callAs(w.owner, actions.removeExternalTeamAction, { teamId: 7, externalTeamId: null }),
    ).toEqual({ ok: false, message: m.external.notFound });
    expect(await db.externalTeam.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('ambassador applications', () => {
  const city = {
    name: 'Austin, TX',
    city: 'Austin',
    state: 'TX',
    country: 'US' as const,
    ...AUSTIN,
    formattedAddress: 'Austin, TX, USA',
  };
  const why = 'I run two pickup groups and know every court in town.';

  it('stores one application per user with the sports’ labels; only admins list them', async () => {
    const applicant = await createUser('Applicant');
    const admin = await createUser('Admin', { isAdmin: true });
    const result = await callAs(applicant, actions.applyAsAmbassadorAction, {
      city,
      sports: [soccer, basketball],
      why,
    });
    expect(result).toMatchObject({ ok: true, message: ambassadorUi.sent });
    expect(await callAs(applicant, actions.applyAsAmbassadorAction, { city, sports: [soccer], why })).toEqual(
      { ok: false, message: ambassadorUi.alreadyApplied },
    );

    const listed = await ambassadorApplications(db, admin);
    expect(listed?.find((a) => a.user.id === applicant.id)).toMatchObject({
      cityName: 'Austin, TX',
      sports: ['Soccer', 'Basketball'],
      why,
    });
    expect(await ambassadorApplications(db, applicant)).toBeNull();
  });

  it('refuses bad input under its field and writes nothing', async () => {
    const applicant = await createUser('Applicant');
    const before = await db.ambassadorApplication.count();
    const refused = await callAs(applicant, actions.applyAsAmbassadorAction, {
      city: null,
      sports: [],
      why: 'short',
    });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        city: [ambassadorUi.cityRequired],
        sports: [ambassadorUi.sportsRequired],
        why: [ambassadorUi.whyTooShort(20)],
      },
    });
    expect(
      await callAs(applicant, actions.applyAsAmbassadorAction, { city, sports: ['no-such-sport'], why }),
    ).toEqual({ ok: false, fieldErrors: { sports: [ambassadorUi.sportUnknown] } });
    expect(await callAs(null, actions.applyAsAmbassadorAction, { city, sports: [soccer], why })).toEqual({
      ok: false,
      message: authMessages.notSignedIn,
    });
    expect(await db.ambassadorApplication.count()).toBe(before);
  });
});

describe('team invitations in the notification centre', () => {
  it('offers Accept and Decline while the invitation is pending, through the team actions', async () => {
    const owner = await createUser('Owner');
    const invitee = await createUser('Invitee');
    const team = await db.team.create({
      data: { name: 'Notify FC', ownerId: owner.id, roster: { create: { userId: owner.id, role: 'owner' } } },
    });
    const second = await db.team.create({
      data: { name: 'Second FC', ownerId: owner.id, roster: { create: { userId: owner.id, role: 'owner' } } },
    });
    for (const t of [team, second]) {
      const invited = await callAs(owner, actions.inviteToTeamAction, {
        teamId: t.id,
        invitee: { kind: 'user', userId: invitee.id, label: 'Invitee' },
        role: 'player',
      });
      expect(invited.ok).toBe(true);
    }
    const invitationOf = async (teamId: string) =>
      (await listNotifications(db, invitee.id)).find((n) => n.teamInvitation?.teamId === teamId)
        ?.teamInvitation;
    expect(await invitationOf(team.id)).toEqual({ teamId: team.id, status: 'PENDING' });

    // Accept from the notification: now a member; the notification says so.
    expect(
      await callAs(invitee, actions.respondToInvitationAction, { teamId: team.id, accept: true }),
    ).toMatchObject({ ok: true, message: m.accepted('Notify FC') });
    expect(await invitationOf(team.id)).toEqual({ teamId: team.id, status: 'ACCEPTED' });
    expect(
      (await db.rosterEntry.findFirstOrThrow({ where: { teamId: team.id, userId: invitee.id } })).role,
    ).toBe('player');

    // Decline the other: the entry is gone and the buttons with it.
    expect(
      await callAs(invitee, actions.respondToInvitationAction, { teamId: second.id, accept: false }),
    ).toMatchObject({ ok: true, message: m.declined });
    expect(await invitationOf(second.id)).toEqual({ teamId: second.id, status: 'GONE' });
    expect(await db.rosterEntry.count({ where: { teamId: second.id, userId: invitee.id } })).toBe(0);

    // Another user's notification list never carries someone else's invitation state.
    expect((await listNotifications(db, owner.id)).some((n) => n.teamInvitation)).toBe(false);
  });
});

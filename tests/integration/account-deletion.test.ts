import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import { Prisma } from '@/lib/generated/prisma/client';
import { deleteAccount, REDACTED } from '@/lib/account/service';
import type { SubscriptionBilling } from '@/lib/billing/subscriptions';
import { leaveTeam } from '@/lib/teams/service';
import { notify } from '@/lib/notifications/notify';
import { enqueueMail, MAIL_QUEUE } from '@/lib/notifications/queue';

// Account deletion removes every trace of the user from the whole public schema, in one transaction.

class FakeBilling implements SubscriptionBilling {
  canceled: string[] = [];
  constructor(private readonly fail = false) {}
  async cancelSubscription(id: string) {
    if (this.fail) throw new Error('provider unavailable');
    this.canceled.push(id);
  }
}

const tag = () => randomBytes(4).toString('hex');
const day = (n: number) => new Date(Date.now() + n * 86_400_000);

const makeUser = (label: string, extra: Record<string, unknown> = {}) =>
  newUser(label, { fullName: `${label} Example`, ...extra });

type Mention = { table: string; column: string };

/** Every column of every table (app schema and the mail/push queue schema) whose text contains a needle. */
async function mentions(needles: string[]): Promise<Mention[]> {
  const columns = await db.$queryRaw<{ table: string; column: string }[]>`
    SELECT c.table_schema || '.' || c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema IN ('public', 'pgboss')
     ORDER BY c.table_schema, c.table_name, c.ordinal_position`;
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.column]);
  const found: Mention[] = [];
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const [table, cols] of byTable) {
    const checks = cols.map(
      (col, i) =>
        `coalesce(bool_or(${needles
          .map((_, n) => `strpos(lower(${q(col)}::text), lower($${n + 1})) > 0`)
          .join(' OR ')}), false) AS c${i}`,
    );
    const [row] = await db.$queryRawUnsafe<Record<string, boolean>[]>(
      `SELECT ${checks.join(', ')} FROM ${table.split('.').map(q).join('.')}`,
      ...needles,
    );
    cols.forEach((col, i) => {
      if (row[`c${i}`]) found.push({ table, column: col });
    });
  }
  return found;
}

/** A user with rows in every table that can hold personal data, written by many features. */
async function buildWorld() {
  const victim = await makeUser('victim', {
    bio: 'Plays pickleball on weekends',
    phoneNumber: '(512) 555-0199',
    cityName: 'Austin, TX',
    cityLat: 30.27,
    cityLng: -97.74,
    cityGeohash: '9v6kp',
    notificationSettings: { directMessage: { email: false, push: true } },
    userSubscription: 'Member Plus',
  });
  const other = await makeUser('other');
  const third = await makeUser('third');
  const alt = `victim.alt.${tag()}@example.com`;
  await db.alternateEmail.create({ data: { userId: victim.id, email: alt, verifiedAt: new Date() } });
  await db.authToken.create({
    data: {
      userId: victim.id,
      purpose: 'VERIFY_EMAIL',
      tokenHash: `hash-${tag()}`,
      email: victim.email,
      expiresAt: day(1),
    },
  });
  await db.loginAttempt.create({ data: { email: victim.email, ip: '203.0.113.9' } });
  const gameType = await db.gameType.upsert({
    where: { label: 'Pickleball' },
    create: { label: 'Pickleball' },
    update: {},
  });
  await db.userSport.create({ data: { userId: victim.id, gameTypeId: gameType.id } });

  // Blocks both ways, by user and by address.
  await db.block.createMany({
    data: [
      { blockerId: victim.id, blockedUserId: third.id, blockedEmail: third.email },
      { blockerId: other.id, blockedUserId: victim.id, blockedEmail: victim.email },
      { blockerId: third.id, blockedEmail: alt },
    ],
  });

  // Family both ways, and a member who is not on the platform.
  await db.familyConnection.createMany({
    data: [
      {
        id: `fm_${tag()}`,
        requesterId: victim.id,
        recipientId: other.id,
        requesterName: 'victim',
        recipientName: 'other',
        requesterRelation: 'SIBLING',
        recipientRelation: 'SIBLING',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
      {
        id: `fm_${tag()}`,
        requesterId: third.id,
        recipientId: victim.id,
        requesterName: 'third',
        recipientName: 'victim',
        requesterRelation: 'PARENT',
        recipientRelation: 'CHILD',
        isRecipientPlatformUser: true,
      },
      {
        id: `fm_${tag()}`,
        requesterId: victim.id,
        requesterName: 'victim',
        recipientName: 'Kid Example',
        requesterRelation: 'CHILD',
        recipientRelation: 'PARENT',
        isRecipientPlatformUser: false,
        status: 'ACCEPTED',
        recipientFirstName: 'Kid',
        recipientLastName: 'Example',
        recipientAge: 9,
      },
    ],
  });

  // Notifications: their own, and other people's that are about them.
  await db.notification.createMany({
    data: [
      { userId: victim.id, type: 'news', title: 'Welcome', message: 'Hello' },
      {
        userId: other.id,
        type: 'FAMILY_CONNECTION_REQUEST',
        title: 'Family connection request',
        message: 'victim wants to connect',
        data: { requesterId: victim.id, requesterName: 'victim' },
      },
      { userId: third.id, type: 'news', title: 'Invite', message: `We invited ${victim.email}` },
    ],
  });

  // Availability with weekly and date-specific hours; an activity subscription with an alert.
  const availability = await db.availability.create({
    data: {
      userId: victim.id,
      timeZone: 'America/Chicago',
      weeklyRanges: { create: { dayOfWeek: 1, startMinute: 1020, endMinute: 1200 } },
      dateEntries: {
        create: {
          date: day(3),
          isTraveling: true,
          locationCity: 'Denver',
          ranges: { create: { startMinute: 600, endMinute: 720 } },
        },
      },
    },
  });
  expect(availability.id).toBeTruthy();

  // Teams: a member of someone else's team, invited to another by address.
  const team = await db.team.create({
    data: {
      name: 'Other FC',
      ownerId: other.id,
      roster: {
        create: [
          { userId: other.id, role: 'admin' },
          { userId: victim.id, role: 'member' },
        ],
      },
      topics: { create: { name: 'General' } },
      seasons: {
        create: { label: 'Spring', startDate: day(-10), endDate: day(80), groups: { create: { name: 'A' } } },
      },
    },
    include: { seasons: true, topics: true },
  });
  const invitingTeam = await db.team.create({
    data: { name: 'Invite FC', ownerId: third.id, roster: { create: { email: alt, role: 'pending' } } },
  });
  expect(invitingTeam.id).toBeTruthy();
  await db.discussion.create({
    data: {
      teamId: team.id,
      topicId: team.topics[0].id,
      authorId: victim.id,
      title: 'Rides',
      body: 'Call me',
    },
  });
  await db.registration.create({
    data: { seasonId: team.seasons[0].id, teamId: team.id, userId: victim.id },
  });
  await db.organization.create({ data: { slug: `org-${tag()}`, name: 'Other Org', ownerId: other.id } });

  // Places, events, games, guests.
  const place = await db.place.create({
    data: {
      name: 'Zilker Courts',
      address: '2100 Barton Springs Rd',
      lat: 30.26,
      lng: -97.77,
      geohash: '9v6kn',
      createdById: victim.id,
    },
  });
  await db.placeCheckIn.create({ data: { placeId: place.id, userId: victim.id } });
  // Photos of the place: one the user added (theirs, goes) and one another user added (stays).
  const photoOf = (uploaderId: string) =>
    db.placePhoto.create({
      data: { placeId: place.id, uploaderId, contentType: 'image/webp', bytes: new Uint8Array([1]) },
    });
  const victimPhoto = await photoOf(victim.id);
  const otherPhoto = await photoOf(other.id);
  await db.place.update({
    where: { id: place.id },
    data: { photoUrls: [`/api/places/photos/${victimPhoto.id}`, `/api/places/photos/${otherPhoto.id}`] },
  });
  const base = {
    locationName: 'Zilker',
    lat: 30.26,
    lng: -97.77,
    geohash: '9v6kn',
    timeZone: 'America/Chicago',
    dateStart: day(5),
  };
  const victimEvent = await db.event.create({
    data: {
      ...base,
      title: 'Victim pickup',
      creatorId: victim.id,
      games: { create: { homeName: 'Reds', awayName: 'Blues' } },
      participants: { create: { userId: other.id } },
    },
  });
  const otherEvent = await db.event.create({
    data: {
      ...base,
      title: 'Other pickup',
      creatorId: other.id,
      placeId: place.id,
      reoccurringInfo: { frequency: 'weekly', coHost: victim.id },
      participants: { create: { userId: victim.id } },
      favorites: { create: { userId: victim.id } },
    },
  });
  const guest = await db.guestUser.create({ data: { name: 'Guest Gary', createdById: victim.id } });
  await db.eventParticipant.create({ data: { eventId: victimEvent.id, guestUserId: guest.id } });
  await db.guestUser.create({
    data: { name: 'Victim as guest', email: victim.email, createdById: other.id },
  });
  const subscription = await db.activitySubscription.create({
    data: {
      userId: victim.id,
      addressLat: 30.27,
      addressLng: -97.74,
      addressDescription: 'Austin, TX, USA',
      addressName: 'Austin',
      activities: ['Pickleball'],
    },
  });
  await db.activityAlert.create({ data: { subscriptionId: subscription.id, eventId: otherEvent.id } });

  // Posts, websites, forms.
  await db.post.create({
    data: {
      authorId: victim.id,
      title: 'Selling paddle',
      text: 'DM me',
      category: 'gear',
      subCategory: 'buy',
    },
  });
  const otherPost = await db.post.create({
    data: {
      authorId: other.id,
      title: 'Looking for a partner',
      text: `Ask ${victim.email.toUpperCase()} or me`,
      category: 'play',
      subCategory: 'find',
    },
  });
  await db.website.create({
    data: {
      title: 'Victim site',
      creatorId: victim.id,
      pages: { create: { slug: 'home', title: 'Home', content: [{ text: 'hi' }] } },
    },
  });
  const otherSite = await db.website.create({
    data: { title: 'Other site', creatorId: other.id, settings: { contact: victim.email } },
  });
  const otherForm = await db.form.create({
    data: {
      ownerId: other.id,
      title: 'Waiver',
      isWaiver: true,
      versions: { create: { number: 1, fields: [] } },
    },
    include: { versions: true },
  });
  await db.formSubmission.create({
    data: {
      formId: otherForm.id,
      versionId: otherForm.versions[0]!.id,
      userId: victim.id,
      answers: { email: victim.email, signed: true },
    },
  });
  await db.form.create({ data: { ownerId: victim.id, title: 'Victim form' } });

  // Money: a paid plan, an invoice, payments.
  const plan = await db.plan.upsert({
    where: { id: 'member-plus-yearly' },
    create: {
      id: 'member-plus-yearly',
      item: 'prod_member_plus',
      label: 'Member Plus',
      kind: 'USER',
      priceId: 'price_mp',
    },
    update: {},
  });
  const stripeSubscriptionId = `sub_${tag()}`;
  await db.subscriptionRecord.create({
    data: {
      userId: victim.id,
      planId: plan.id,
      stripeSubscriptionId,
      periodStart: day(-30),
      periodEnd: day(335),
    },
  });
  await db.invoice.create({ data: { userId: victim.id, amountCents: 4900, status: 'paid' } });
  await db.transaction.create({ data: { userId: victim.id, kind: 'EVENT_PAYMENT', amountCents: 500 } });
  const otherTransaction = await db.transaction.create({
    data: { userId: other.id, kind: 'REFUND', amountCents: 500, description: `Refund to ${victim.email}` },
  });

  // Messages: a 1:1 with someone who stays, a group, and a conversation nobody else is left in.
  const direct = await db.conversation.create({
    data: {
      participants: { create: [{ userId: victim.id }, { userId: other.id }] },
      messages: {
        create: [
          { senderId: other.id, body: 'Game on Tuesday?', createdAt: day(-2) },
          { senderId: victim.id, body: 'Yes! My number is (512) 555-0199', createdAt: day(-1.9) },
          { senderId: other.id, body: 'Great, see you', createdAt: day(-1.8) },
        ],
      },
    },
  });
  const group = await db.conversation.create({
    data: {
      isGroup: true,
      title: 'Captains',
      participants: { create: [{ userId: victim.id }, { userId: other.id }, { userId: third.id }] },
      messages: { create: [{ senderId: victim.id, body: 'Hi all' }] },
    },
  });
  const alone = await db.conversation.create({
    data: {
      participants: { create: [{ userId: victim.id }] },
      messages: { create: [{ senderId: victim.id, body: 'Note to self' }] },
    },
  });
  // A game-chat message of theirs that someone reported: the report holds a copy of the text.
  const chatReport = await db.messageReport.create({
    data: {
      reporterId: other.id,
      authorId: victim.id,
      messageBody: 'Text me: (512) 555-0199',
      reason: 'spam',
    },
  });

  // Lists, connections, follows, presence, dev mail.
  await db.userList.create({
    data: {
      ownerId: victim.id,
      name: 'My regulars',
      members: { create: { userId: other.id, email: other.email } },
    },
  });
  const otherList = await db.userList.create({
    data: {
      ownerId: other.id,
      name: 'Tuesday crew',
      members: {
        create: [
          { userId: victim.id, email: victim.email },
          { email: alt },
          { userId: third.id, email: third.email },
        ],
      },
    },
  });
  const [low, high] = [victim.id, other.id].sort();
  await db.connection.create({
    data: { userLowId: low, userHighId: high, requesterId: victim.id, status: 'ACCEPTED' },
  });
  await db.hostFollow.createMany({
    data: [
      { followerId: victim.id, hostId: other.id },
      { followerId: third.id, hostId: victim.id },
    ],
  });
  await db.presence.create({ data: { userId: victim.id, online: true } });
  await db.devMail.create({
    data: { to: victim.email, subject: 'Verify', html: `<p>${victim.email}</p>`, text: victim.email },
  });
  // A notification whose mail is still queued (pg-boss), as after an SMTP outage.
  await db.$transaction((tx) =>
    notify(tx, victim.id, {
      type: 'connections',
      title: 'New connection',
      message: 'Someone connected with you',
    }),
  );

  return {
    victim,
    alt,
    other,
    third,
    team,
    place,
    guest,
    direct,
    group,
    alone,
    chatReport,
    otherList,
    otherPost,
    otherSite,
    otherTransaction,
    stripeSubscriptionId,
  };
}

describe('account deletion', () => {
  it('is refused while the user belongs to a team, then removes every trace of them from the whole schema', async () => {
    const w = await buildWorld();
    const needles = [w.victim.id, w.victim.email, w.alt];

    // The fixture really reaches most of the schema.
    const before = new Set((await mentions(needles)).map((m) => m.table.replace(/^public\./, '')));
    for (const table of [
      'users',
      'alternate_emails',
      'auth_tokens',
      'login_attempts',
      'user_sports',
      'blocks',
      'family_connections',
      'notifications',
      'availabilities',
      'activity_subscriptions',
      'roster_entries',
      'discussions',
      'registrations',
      'places',
      'place_check_ins',
      'place_photos',
      'events',
      'event_participants',
      'event_favorites',
      'guest_users',
      'posts',
      'websites',
      'forms',
      'form_submissions',
      'subscription_records',
      'invoices',
      'transactions',
      'conversation_participants',
      'messages',
      'message_reports',
      'user_lists',
      'user_list_members',
      'connections',
      'host_follows',
      'presence',
      'dev_mails',
      'pgboss.job',
    ]) {
      expect(before, `fixture should reference the user in ${table}`).toContain(table);
    }

    // Still on a team: refused, the team is named, nothing is touched.
    const billing = new FakeBilling();
    const refused = await deleteAccount(db, w.victim.id, { billing });
    expect(refused).toEqual({
      status: 'blocked',
      blockers: { teams: [{ id: w.team.id, name: 'Other FC', owner: false }], organizations: [] },
    });
    expect(billing.canceled).toEqual([]);
    expect(await db.user.count({ where: { id: w.victim.id } })).toBe(1);

    expect(await leaveTeam(db, w.victim.id, w.team.id)).toEqual({ status: 'left', teamName: 'Other FC' });
    expect(await deleteAccount(db, w.victim.id, { billing })).toEqual({ status: 'deleted' });

    // The walk: no table, no column, holds their id or any of their addresses any more, with one
    // exception that is not their data: a block by address belongs to the blocker. `third` asked for
    // `alt` to be blocked, so that row stays (a future account at that address is still blocked).
    // Pin it to exactly that row, so the walk stays as strict as before for everything else.
    expect(await mentions(needles)).toEqual([{ table: 'public.blocks', column: 'blockedEmail' }]);
    expect(
      await db.$queryRaw`
        SELECT "blockerId", "blockedUserId", "blockedEmail" FROM "blocks"
         WHERE lower("blockedEmail") IN (${Prisma.join(needles.map((n) => n.toLowerCase()))})`,
    ).toEqual([{ blockerId: w.third.id, blockedUserId: null, blockedEmail: w.alt }]);

    // The paid plan was canceled at the provider and its record kept as CANCELED without the user.
    expect(billing.canceled).toEqual([w.stripeSubscriptionId]);
    const record = await db.subscriptionRecord.findUniqueOrThrow({
      where: { stripeSubscriptionId: w.stripeSubscriptionId },
    });
    expect(record).toMatchObject({ status: 'CANCELED', userId: null });

    // The conversation with someone who stays keeps that person's messages; theirs are anonymised.
    const direct = await db.message.findMany({
      where: { conversationId: w.direct.id },
      orderBy: { createdAt: 'asc' },
      select: { senderId: true, body: true },
    });
    expect(direct).toEqual([
      { senderId: w.other.id, body: 'Game on Tuesday?' },
      { senderId: null, body: '' },
      { senderId: w.other.id, body: 'Great, see you' },
    ]);
    expect(await db.conversationParticipant.count({ where: { conversationId: w.direct.id } })).toBe(1);
    expect(await db.conversationParticipant.count({ where: { conversationId: w.group.id } })).toBe(2);
    expect(await db.conversation.count({ where: { id: w.alone.id } })).toBe(0);
    // The report of their game-chat message stays for the admins, without their text.
    expect(await db.messageReport.findUniqueOrThrow({ where: { id: w.chatReport.id } })).toMatchObject({
      authorId: null,
      messageBody: '',
      reason: 'spam',
    });

    // Other people's things stay: their team, list (without the user), post (text redacted), place,
    // the guest the user had added, the other user's refund.
    expect(await db.team.count({ where: { id: w.team.id } })).toBe(1);
    expect(
      (await db.userListMember.findMany({ where: { listId: w.otherList.id }, select: { userId: true } })).map(
        (m) => m.userId,
      ),
    ).toEqual([w.third.id]);
    expect((await db.post.findUniqueOrThrow({ where: { id: w.otherPost.id } })).text).toBe(
      `Ask ${REDACTED} or me`,
    );
    expect((await db.website.findUniqueOrThrow({ where: { id: w.otherSite.id } })).settings).toEqual({
      contact: REDACTED,
    });
    expect(
      (await db.transaction.findUniqueOrThrow({ where: { id: w.otherTransaction.id } })).description,
    ).toBe(`Refund to ${REDACTED}`);
    expect(await db.place.findUniqueOrThrow({ where: { id: w.place.id } })).toMatchObject({
      createdById: null,
    });
    // The photo the user added went, off the place's list too; another user's photo stays.
    const photos = await db.placePhoto.findMany({ where: { placeId: w.place.id }, select: { id: true } });
    expect(photos).toHaveLength(1);
    expect((await db.place.findUniqueOrThrow({ where: { id: w.place.id } })).photoUrls).toEqual([
      `/api/places/photos/${photos[0].id}`,
    ]);
    expect(await db.guestUser.findUniqueOrThrow({ where: { id: w.guest.id } })).toMatchObject({
      name: 'Guest Gary',
      createdById: null,
    });
    expect(await db.user.count({ where: { id: { in: [w.other.id, w.third.id] } } })).toBe(2);
  });

  it('deletes nothing when cancelling the paid plan fails', async () => {
    const w = await buildWorld();
    await leaveTeam(db, w.victim.id, w.team.id);
    const before = await mentions([w.victim.id, w.victim.email, w.alt]);
    await expect(deleteAccount(db, w.victim.id, { billing: new FakeBilling(true) })).rejects.toThrow(
      'provider unavailable',
    );
    expect(await mentions([w.victim.id, w.victim.email, w.alt])).toEqual(before);
    expect(
      await db.subscriptionRecord.findUniqueOrThrow({
        where: { stripeSubscriptionId: w.stripeSubscriptionId },
      }),
    ).toMatchObject({ status: 'ACTIVE', userId: w.victim.id });
  });

  it('is refused while the user owns a team or an organization', async () => {
    const owner = await makeUser('owner');
    const team = await db.team.create({ data: { name: 'Owner FC', ownerId: owner.id } });
    const org = await db.organization.create({
      data: { slug: `o-${tag()}`, name: 'Owner Org', ownerId: owner.id },
    });
    expect(await leaveTeam(db, owner.id, team.id)).toEqual({ status: 'owner' });
    expect(await deleteAccount(db, owner.id, { billing: new FakeBilling() })).toEqual({
      status: 'blocked',
      blockers: {
        teams: [{ id: team.id, name: 'Owner FC', owner: true }],
        organizations: [{ id: org.id, name: 'Owner Org', slug: org.slug }],
      },
    });
  });

  it('answers not found for an unknown user, and a pending invitation does not count as a team', async () => {
    expect(await deleteAccount(db, 'no-such-user', { billing: new FakeBilling() })).toEqual({
      status: 'notFound',
    });
    const invited = await makeUser('invited');
    const host = await makeUser('host');
    await db.team.create({
      data: {
        name: 'Pending FC',
        ownerId: host.id,
        roster: { create: { userId: invited.id, role: 'pending' } },
      },
    });
    expect(await deleteAccount(db, invited.id, { billing: new FakeBilling() })).toEqual({
      status: 'deleted',
    });
    expect(await mentions([invited.id, invited.email])).toEqual([]);
  });

  it('leaves an address alone that the user had only claimed (an unconfirmed alternate)', async () => {
    const claimer = await makeUser('claimer');
    const owner = await makeUser('owner');
    // Someone not on the platform, whom `owner` blocked, listed, invited and wrote to.
    const claimed = `maria.${tag()}@example.org`;
    await db.block.create({ data: { blockerId: owner.id, blockedEmail: claimed } });
    const list = await db.userList.create({
      data: { ownerId: owner.id, name: 'Crew', members: { create: { email: claimed } } },
    });
    const team = await db.team.create({
      data: {
        name: 'Claimed FC',
        ownerId: owner.id,
        roster: { create: { email: claimed, role: 'pending' } },
      },
    });
    const post = await db.post.create({
      data: {
        authorId: owner.id,
        title: 'Lessons',
        text: `Ask ${claimed} about lessons`,
        category: 'play',
        subCategory: 'find',
      },
    });
    const note = await db.notification.create({
      data: { userId: owner.id, type: 'news', title: 'Invite', message: `We invited ${claimed}` },
    });
    await db.$transaction((tx) =>
      enqueueMail(tx, { to: claimed, subject: 'You are invited', html: '<p>Hi</p>', text: 'Hi' }),
    );
    // The claimer adds the address as an alternate but never confirms it, then deletes their account.
    await db.alternateEmail.create({ data: { userId: claimer.id, email: claimed } });

    expect(await deleteAccount(db, claimer.id, { billing: new FakeBilling() })).toEqual({
      status: 'deleted',
    });

    expect(await db.alternateEmail.count({ where: { email: claimed } })).toBe(0);
    expect(await db.block.count({ where: { blockerId: owner.id, blockedEmail: claimed } })).toBe(1);
    expect(await db.userListMember.count({ where: { listId: list.id, email: claimed } })).toBe(1);
    expect(await db.rosterEntry.count({ where: { teamId: team.id, email: claimed } })).toBe(1);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).text).toBe(
      `Ask ${claimed} about lessons`,
    );
    expect((await db.notification.findUniqueOrThrow({ where: { id: note.id } })).message).toBe(
      `We invited ${claimed}`,
    );
    const [queued] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'to' = ${claimed}`;
    expect(queued.n).toBe(1);
    expect(await mentions([claimer.id, claimer.email])).toEqual([]);
  });

  it('removes only whole mentions of the address: a longer address that contains it is left alone', async () => {
    const t = tag();
    const victim = await makeUser('short', { email: `a@b${t}.co` });
    const other = await makeUser('maria');
    const lookalikes = [`maria@b${t}.com`, `x.a@b${t}.co`, `a@b${t}.co.uk`, `a@b${t}.co-op.org`];
    const text = `Write to ${lookalikes.join(', ')}`;
    const post = await db.post.create({
      data: { authorId: other.id, title: 'Contacts', text, category: 'play', subCategory: 'find' },
    });
    const site = await db.website.create({
      data: {
        title: 'Maria site',
        creatorId: other.id,
        // In JSON text the line break reads "\n": the mention after it is still a whole mention.
        settings: { contact: lookalikes[0], note: `Call\n${victim.email}` },
      },
    });
    const note = await db.notification.create({
      data: { userId: other.id, type: 'news', title: 'Joined', message: `${lookalikes[0]} joined` },
    });
    const list = await db.userList.create({
      data: { ownerId: other.id, name: 'Friends', members: { create: { email: lookalikes[0] } } },
    });
    // A real mention, at the end of a sentence, is still redacted; a notification about them still goes.
    const mentioning = await db.post.create({
      data: {
        authorId: other.id,
        title: 'Ask',
        text: `Mail ${victim.email.toUpperCase()}. Or ${lookalikes[0]}`,
        category: 'play',
        subCategory: 'find',
      },
    });
    const about = await db.notification.create({
      data: { userId: other.id, type: 'news', title: 'Invite', message: `We invited ${victim.email}` },
    });

    expect(await deleteAccount(db, victim.id, { billing: new FakeBilling() })).toEqual({ status: 'deleted' });

    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).text).toBe(text);
    expect((await db.website.findUniqueOrThrow({ where: { id: site.id } })).settings).toEqual({
      contact: lookalikes[0],
      note: `Call\n${REDACTED}`,
    });
    expect((await db.notification.findUniqueOrThrow({ where: { id: note.id } })).message).toBe(
      `${lookalikes[0]} joined`,
    );
    expect(await db.userListMember.count({ where: { listId: list.id } })).toBe(1);
    expect((await db.post.findUniqueOrThrow({ where: { id: mentioning.id } })).text).toBe(
      `Mail ${REDACTED}. Or ${lookalikes[0]}`,
    );
    expect(await db.notification.count({ where: { id: about.id } })).toBe(0);
  });

  it("takes the words of a deleted person's names off full-search's word list, unless someone else's names hold them", async () => {
    const rare = `xylo${randomBytes(4).toString('hex')}`;
    const person = await newUser('Rare Name', { displayName: `${rare} Smith`, fullName: `${rare} Smith` });
    await newUser('Other Smith', { displayName: 'Other Smith' });
    const listed = (word: string) =>
      db.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM "search_words" WHERE "kind" = 'people' AND "word" = ${word}`.then(
        (r) => r[0].n,
      );
    expect(await listed(rare)).toBe(1); // added by the trigger when the account was made
    expect(await deleteAccount(db, person.id, { billing: new FakeBilling() })).toEqual({ status: 'deleted' });
    expect(await listed(rare)).toBe(0);
    expect(await listed('smith')).toBe(1);
  });
});

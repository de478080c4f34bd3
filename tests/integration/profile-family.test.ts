import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import { confirmAlternateEmail } from '@/lib/auth/service';
import * as familyActions from '@/lib/family/actions';
import * as profileActions from '@/lib/profile/actions';
import { listFamily } from '@/lib/family/service';
import { listNotifications, markAllRead } from '@/lib/notification-centre/service';
import * as alternate from '@/lib/profile/alternate-emails';
import { MAX_INPUT_PIXELS, sniffImageType } from '@/lib/images';
import { readAvatar, removeAvatar, storeAvatar } from '@/lib/profile/avatar';
import * as profile from '@/lib/profile/service';
import { familyMessages, profileMessages } from '@/lib/messages';
import { startSmtpServer } from '@/tests/support/smtp';
import { callAs } from '@/tests/support/act-as';

// The forms' writes are exercised through their server actions (parse → service → the spec's messages).
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
const act = {
  saveProfile: (userId: string, input: unknown) =>
    callAs({ id: userId }, profileActions.saveProfileAction, input),
  saveSportAvailability: (userId: string, input: unknown) =>
    callAs({ id: userId }, profileActions.saveInterestsAction, input),
  addAlternateEmail: (userId: string, input: unknown) =>
    callAs({ id: userId }, profileActions.addAlternateEmailAction, input),
  resendAlternateEmail: (userId: string, input: unknown) =>
    callAs({ id: userId }, profileActions.resendAlternateEmailAction, input),
  removeAlternateEmail: (userId: string, input: unknown) =>
    callAs({ id: userId }, profileActions.removeAlternateEmailAction, input),
};
const family = {
  listFamily,
  searchFamilyUser: (userId: string, input: unknown) =>
    callAs({ id: userId }, familyActions.searchFamilyUserAction, input),
  addFamilyMembers: (userId: string, input: unknown) =>
    callAs({ id: userId }, familyActions.saveFamilyMembersAction, input),
  respondToFamilyRequest: (userId: string, input: unknown) =>
    callAs({ id: userId }, familyActions.respondFamilyRequestAction, input),
  removeFamilyConnection: (userId: string, input: unknown) =>
    callAs({ id: userId }, familyActions.removeFamilyConnectionAction, input),
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let games: { id: string; label: string }[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = 'http://app.test';
  await db.gender.createMany({ data: [{ label: 'Any' }, { label: 'Female' }, { label: 'Male' }] });
  for (const [i, label] of ['Pickleball', 'Soccer', 'Tennis'].entries()) {
    await db.gameType.create({ data: { label, sortOrder: i } });
  }
  games = await profile.gameTypes(db);
});
afterAll(() => smtp.stop());

const makeUser = newUser;

const denver = {
  name: 'Denver, CO',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  lat: 39.73915,
  lng: -104.9847,
  formattedAddress: 'Denver, CO, USA',
};

describe('the profile form', () => {
  it('completes a new profile with its city, join reasons and games, once', async () => {
    const user = await makeUser('Newbie', { complete: false });
    const input = {
      displayName: '  Newbie  ',
      fullName: 'New Player',
      lastName: '',
      city: denver,
      joinReasons: ['Find-people', 'Substitute'],
      gameTypeIds: [games[0].id, games[2].id],
    };
    expect(await act.saveProfile(user.id, input)).toEqual({
      ok: true,
      data: { isNew: true, redirectTo: '/settings?tab=availability&skippable=true' },
    });
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { sports: true } });
    expect(saved).toMatchObject({
      displayName: 'Newbie',
      lastName: null,
      hasAdditionalInfo: true,
      cityName: 'Denver, CO',
      cityLat: denver.lat,
      cityLng: denver.lng,
      joinReasons: ['FIND_PEOPLE', 'SUBSTITUTE'],
    });
    expect(saved.cityGeohash).toMatch(/^9xj6/);
    expect(saved.sports.map((s) => s.gameTypeId).sort()).toEqual([games[0].id, games[2].id].sort());

    // Now an existing user: the settings fields are expected.
    const again = await act.saveProfile(user.id, input);
    expect(again.ok).toBe(false);
  });

  it('refuses unknown games for a new user and unknown genders for an existing one', async () => {
    const fresh = await makeUser('Fresh', { complete: false });
    const result = await act.saveProfile(fresh.id, {
      displayName: 'Fresh',
      fullName: 'Fresh Player',
      lastName: '',
      city: denver,
      joinReasons: [],
      gameTypeIds: ['no-such-game'],
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { gameTypeIds: [profileMessages.validation.gameUnknown] },
    });

    const existing = await makeUser('Existing');
    const base = {
      displayName: 'Existing',
      fullName: 'Existing Player',
      lastName: 'Player',
      city: denver,
      gender: 'Any',
      pronoun: 'They/Them',
      birthdate: '1990-04-02',
      phoneNumber: '(303) 555-0100',
    };
    expect(await act.saveProfile(existing.id, base)).toMatchObject({
      ok: false,
      fieldErrors: { gender: [profileMessages.validation.genderUnknown] },
    });
    expect(await act.saveProfile(existing.id, { ...base, gender: 'Female' })).toMatchObject({
      ok: true,
      message: profileMessages.updated,
    });
    const saved = await db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(saved).toMatchObject({ gender: 'Female', pronoun: 'THEY_THEM', lastName: 'Player' });
    expect(saved.birthdate?.toISOString().slice(0, 10)).toBe('1990-04-02');
    const form = await profile.profileFormData(db, existing.id);
    expect(form?.values).toMatchObject({ pronoun: 'They/Them', birthdate: '1990-04-02', gender: 'Female' });
  });

  it('saves interests as the user’s own list of sports with a toggle each', async () => {
    const user = await makeUser('Sporty');
    const other = await makeUser('Other');
    await db.userSport.create({ data: { userId: other.id, gameTypeId: games[0].id } });
    await db.userSport.create({ data: { userId: user.id, gameTypeId: games[0].id } });
    const result = await act.saveSportAvailability(user.id, {
      sports: [
        { gameTypeId: games[1].id, available: false },
        { gameTypeId: games[2].id, available: true },
      ],
    });
    expect(result.ok).toBe(true);
    expect(await profile.userSports(db, user.id)).toEqual([
      { gameTypeId: games[1].id, label: 'Soccer', available: false },
      { gameTypeId: games[2].id, label: 'Tennis', available: true },
    ]);
    // The other user's sports are untouched.
    expect(await db.userSport.count({ where: { userId: other.id } })).toBe(1);
    expect(
      (await act.saveSportAvailability(user.id, { sports: [{ gameTypeId: 'x', available: true }] })).ok,
    ).toBe(false);
  });
});

describe('profile pictures', () => {
  it('stores a resized WebP in PostgreSQL and points photoUrl at it with a version', async () => {
    const user = await makeUser('Pictured');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const result = await storeAvatar(db, user.id, { bytes: png, type: 'image/png' });
    expect(result.ok).toBe(true);
    const stored = await readAvatar(db, user.id);
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(Buffer.from(stored!.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.photoUrl).toMatch(new RegExp(`^/api/avatars/${user.id}\\?v=[0-9a-z]+$`));

    expect(await storeAvatar(db, user.id, { bytes: png, type: 'application/pdf' })).toMatchObject({
      ok: false,
      message: profileMessages.avatarTypeError,
    });
    expect(
      await storeAvatar(db, user.id, { bytes: Buffer.from('not an image'), type: 'image/png' }),
    ).toMatchObject({ ok: false, message: profileMessages.avatarTypeError });
    expect(
      await storeAvatar(db, user.id, { bytes: new Uint8Array(5 * 1024 * 1024 + 1), type: 'image/png' }),
    ).toMatchObject({ ok: false, message: profileMessages.avatarSizeError });

    // A file whose bytes are not what it claims is refused before anything decodes it.
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(await storeAvatar(db, user.id, { bytes: jpeg, type: 'image/png' })).toMatchObject({
      ok: false,
      message: profileMessages.avatarTypeError,
    });
    // A small file announcing a huge canvas (a decompression bomb) is refused by its pixel count.
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(6000 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await storeAvatar(db, user.id, { bytes: bomb, type: 'image/png' })).toMatchObject({ ok: false });

    await removeAvatar(db, user.id);
    expect(await readAvatar(db, user.id)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).photoUrl).toBeNull();
  });
});

describe('alternate emails', () => {
  const linkTo = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /additional email/.test(m.subject));
    return mail.links.find((l) => l.startsWith('http://app.test/verify-new-email?token='))!;
  };
  const token = (link: string) => new URL(link).searchParams.get('token')!;

  it('adds unconfirmed addresses, mails a link for each, and counts them once confirmed', async () => {
    const user = await makeUser('Alt');
    const first = await act.addAlternateEmail(user.id, { email: 'First.Alt@Example.com' });
    expect(first).toMatchObject({ ok: true, message: profileMessages.alternateEmails.updated });
    await act.addAlternateEmail(user.id, { email: 'second.alt@example.com' });
    expect(await alternate.listAlternateEmails(db, user.id)).toMatchObject([
      { email: 'first.alt@example.com', verified: false },
      { email: 'second.alt@example.com', verified: false },
    ]);
    // Both links work (a second address does not cancel the first one's link).
    expect(await confirmAlternateEmail(db, token(await linkTo('first.alt@example.com')))).toBe(
      'first.alt@example.com',
    );
    expect(await confirmAlternateEmail(db, token(await linkTo('second.alt@example.com')))).toBe(
      'second.alt@example.com',
    );
    expect((await alternate.listAlternateEmails(db, user.id)).every((r) => r.verified)).toBe(true);
  });

  it('refuses addresses that belong to an account, including the user’s own sign-in address', async () => {
    const user = await makeUser('Owner');
    const other = await makeUser('Taken');
    const inUse = { ok: false, fieldErrors: { email: [profileMessages.alternateEmails.inUse] } };
    expect(await act.addAlternateEmail(user.id, { email: other.email })).toEqual(inUse);
    expect(await act.addAlternateEmail(user.id, { email: user.email })).toEqual({
      ok: false,
      fieldErrors: { email: [profileMessages.alternateEmails.isPrimary] },
    });
    await act.addAlternateEmail(other.id, { email: 'claimed@example.com' });
    expect(await act.addAlternateEmail(user.id, { email: 'claimed@example.com' })).toEqual(inUse);
    // An unconfirmed claim whose link expired lets go of the address.
    await db.alternateEmail.updateMany({
      where: { email: 'claimed@example.com' },
      data: { createdAt: new Date(Date.now() - 25 * 3600 * 1000) },
    });
    expect((await act.addAlternateEmail(user.id, { email: 'claimed@example.com' })).ok).toBe(true);
  });

  it('refuses to remove or resend another user’s address', async () => {
    const user = await makeUser('Mine');
    const stranger = await makeUser('Stranger');
    await act.addAlternateEmail(user.id, { email: 'mine.alt@example.com' });
    const [row] = await alternate.listAlternateEmails(db, user.id);
    const notFound = { ok: false, message: profileMessages.alternateEmails.notFound };
    expect(await act.removeAlternateEmail(stranger.id, { id: row.id })).toEqual(notFound);
    expect(await act.resendAlternateEmail(stranger.id, { id: row.id })).toEqual(notFound);
    expect(await alternate.listAlternateEmails(db, user.id)).toHaveLength(1);
    expect((await act.removeAlternateEmail(user.id, { id: row.id })).ok).toBe(true);
    expect(await alternate.listAlternateEmails(db, user.id)).toHaveLength(0);
  });
});

describe('family connections', () => {
  const platformRow = (userId: string, relation = 'parent') => ({
    isPlatformUser: true,
    relation,
    userId,
    firstName: '',
    lastName: '',
    age: '',
    phoneNumber: '',
  });
  const externalRow = {
    isPlatformUser: false,
    relation: 'child',
    userId: '',
    firstName: 'Kid',
    lastName: 'Player',
    age: '9',
    phoneNumber: '(512) 555-0199',
  };

  it('finds users by sign-in e-mail, confirmed alternate e-mail or id, never oneself or blocked users', async () => {
    const me = await makeUser('Searcher');
    const target = await makeUser('Target');
    const blocked = await makeUser('Blocked');
    const incomplete = await makeUser('Incomplete', { complete: false });
    await db.alternateEmail.create({
      data: { userId: target.id, email: 'target.alt@example.com', verifiedAt: new Date() },
    });
    await db.alternateEmail.create({ data: { userId: target.id, email: 'target.unconfirmed@example.com' } });
    await db.block.create({ data: { blockerId: blocked.id, blockedUserId: me.id } });
    const find = async (query: string) => {
      const result = await family.searchFamilyUser(me.id, { query });
      return result.ok ? (result.data?.id ?? null) : 'invalid';
    };
    expect(await find(target.email.toUpperCase())).toBe(target.id);
    expect(await find('target.alt@example.com')).toBe(target.id);
    expect(await find('target.unconfirmed@example.com')).toBeNull();
    expect(await find(target.id)).toBe(target.id);
    expect(await find(me.id)).toBeNull();
    expect(await find(blocked.id)).toBeNull();
    expect(await find(incomplete.id)).toBeNull();
    expect(await find('ab')).toBe('invalid');
  });

  it('sends pending requests to platform users with a notification and adds others directly', async () => {
    const me = await makeUser('Requester');
    const mom = await makeUser('Mom');
    const result = await family.addFamilyMembers(me.id, { members: [platformRow(mom.id), externalRow] });
    expect(result).toMatchObject({
      ok: true,
      data: { requests: 1, created: 2 },
      message: familyMessages.requestSent,
    });

    const rows = await db.familyConnection.findMany({
      where: { requesterId: me.id },
      orderBy: { status: 'asc' },
    });
    expect(rows.every((r) => r.id.startsWith('fm_'))).toBe(true);
    const request = rows.find((r) => r.recipientId === mom.id)!;
    expect(request).toMatchObject({
      status: 'PENDING',
      requesterRelation: 'PARENT',
      recipientRelation: 'CHILD',
      isRecipientPlatformUser: true,
      requesterName: 'Requester',
      recipientName: 'Mom',
    });
    expect(rows.find((r) => r.recipientId === null)).toMatchObject({
      status: 'ACCEPTED',
      recipientName: 'Kid Player',
      recipientAge: 9,
      isRecipientPlatformUser: false,
    });
    const [note] = await db.notification.findMany({ where: { userId: mom.id } });
    expect(note.type).toBe('FAMILY_CONNECTION_REQUEST');
    expect(note.data).toEqual({
      requesterId: me.id,
      requesterName: 'Requester',
      relation: 'parent',
      familyMemberId: request.id,
      connectionId: request.id,
    });

    // The requester lists both (one pending); the recipient does not list the received pending request.
    const listed = (await family.listFamily(db, me.id)).map((f) => [f.name, f.pending]);
    expect(listed.sort()).toEqual([
      ['Kid Player', false],
      ['Mom', true],
    ]);
    expect(await family.listFamily(db, mom.id)).toEqual([]);

    // A second request to the same person is refused, in one answer for the row, and nothing is written.
    const again = await family.addFamilyMembers(me.id, { members: [externalRow, platformRow(mom.id)] });
    expect(again).toMatchObject({
      ok: false,
      fieldErrors: { 'members.1.userId': [familyMessages.validation.alreadyConnected] },
    });
    expect(await db.familyConnection.count({ where: { requesterId: me.id } })).toBe(2);
    // Only external rows: "Family members updated successfully".
    expect(await family.addFamilyMembers(me.id, { members: [externalRow] })).toMatchObject({
      ok: true,
      message: familyMessages.updated,
    });
  });

  it('lets only the recipient accept: confirmed with the reciprocal relation, request read, requester told', async () => {
    const parent = await makeUser('Parent');
    const child = await makeUser('Child');
    const stranger = await makeUser('Nosy');
    await family.addFamilyMembers(parent.id, { members: [platformRow(child.id, 'child')] });
    const connection = await db.familyConnection.findFirstOrThrow({ where: { requesterId: parent.id } });

    // Neither a stranger nor the requester can answer it.
    for (const who of [stranger.id, parent.id]) {
      expect(await family.respondToFamilyRequest(who, { connectionId: connection.id, accept: true })).toEqual(
        { ok: false, message: familyMessages.request.alreadyAnswered },
      );
    }
    expect((await db.familyConnection.findUniqueOrThrow({ where: { id: connection.id } })).status).toBe(
      'PENDING',
    );

    expect(
      await family.respondToFamilyRequest(child.id, { connectionId: connection.id, accept: true }),
    ).toEqual({
      ok: true,
      data: { accepted: true },
      message: familyMessages.request.acceptedTitle,
    });
    expect(await db.familyConnection.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
      status: 'ACCEPTED',
      requesterRelation: 'CHILD',
      recipientRelation: 'PARENT',
    });
    const childNotes = await listNotifications(db, child.id);
    expect(childNotes[0]).toMatchObject({ read: true, familyRequest: { status: 'ACCEPTED' } });
    const [told] = await db.notification.findMany({ where: { userId: parent.id } });
    expect(told).toMatchObject({
      type: 'FAMILY_CONNECTION_ACCEPTED',
      message: familyMessages.request.accepted('Child'),
    });

    // Both now list each other as confirmed, from their own side.
    expect(await family.listFamily(db, parent.id)).toMatchObject([
      { name: 'Child', relation: 'child', pending: false },
    ]);
    expect(await family.listFamily(db, child.id)).toMatchObject([
      { name: 'Parent', relation: 'parent', pending: false, userId: parent.id },
    ]);
    // Answering twice does nothing.
    expect(
      (await family.respondToFamilyRequest(child.id, { connectionId: connection.id, accept: false })).ok,
    ).toBe(false);
    expect(await db.familyConnection.count({ where: { id: connection.id } })).toBe(1);
  });

  it('rejecting deletes the request and tells the requester', async () => {
    const a = await makeUser('Asker');
    const b = await makeUser('Decliner');
    await family.addFamilyMembers(a.id, { members: [platformRow(b.id, 'sibling')] });
    const connection = await db.familyConnection.findFirstOrThrow({ where: { requesterId: a.id } });
    const result = await family.respondToFamilyRequest(b.id, {
      connectionId: connection.id,
      accept: false,
    });
    expect(result).toMatchObject({ ok: true, data: { accepted: false } });
    expect(await db.familyConnection.count({ where: { id: connection.id } })).toBe(0);
    expect((await listNotifications(db, b.id))[0]).toMatchObject({
      read: true,
      familyRequest: { status: 'GONE' },
    });
    expect((await db.notification.findFirstOrThrow({ where: { userId: a.id } })).type).toBe(
      'FAMILY_CONNECTION_REJECTED',
    );
  });

  it('removes only connections the user is part of', async () => {
    const owner = await makeUser('Keeper');
    const recipient = await makeUser('Receiver');
    const stranger = await makeUser('Outsider');
    await family.addFamilyMembers(owner.id, { members: [platformRow(recipient.id, 'spouse')] });
    const connection = await db.familyConnection.findFirstOrThrow({ where: { requesterId: owner.id } });
    const refused = { ok: false, message: familyMessages.removeFailed };
    expect(await family.removeFamilyConnection(stranger.id, { id: connection.id })).toEqual(refused);
    // A received request is answered, not removed, while pending.
    expect(await family.removeFamilyConnection(recipient.id, { id: connection.id })).toEqual(refused);
    expect(await family.removeFamilyConnection(owner.id, { id: connection.id })).toEqual({
      ok: true,
      data: undefined,
      message: familyMessages.removed,
    });
  });
});

describe('public profiles and the notifications page', () => {
  it('answers not found across a block in either direction, by id or by e-mail', async () => {
    const viewer = await makeUser('Viewer');
    const shown = await makeUser('Shown');
    const blocker = await makeUser('Blocker');
    const blockedByMe = await makeUser('Blockee');
    const byEmail = await makeUser('Mailblocked');
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: viewer.id } });
    await db.block.create({ data: { blockerId: viewer.id, blockedUserId: blockedByMe.id } });
    await db.block.create({ data: { blockerId: byEmail.id, blockedEmail: viewer.email } });
    expect(await profile.loadPublicProfile(db, viewer.id, shown.id)).toMatchObject({ displayName: 'Shown' });
    expect(await profile.loadPublicProfile(db, viewer.id, blocker.id)).toBeNull();
    expect(await profile.loadPublicProfile(db, viewer.id, blockedByMe.id)).toBeNull();
    expect(await profile.loadPublicProfile(db, viewer.id, byEmail.id)).toBeNull();
    expect(await profile.loadPublicProfile(db, viewer.id, 'no-such-user')).toBeNull();
  });

  it('shows confirmed family links to platform users only, and only to connections', async () => {
    const viewer = await makeUser('Looker');
    const person = await makeUser('Person');
    const sister = await makeUser('Sister');
    const pendingOne = await makeUser('Pending');
    await family.addFamilyMembers(person.id, {
      members: [
        {
          ...{ isPlatformUser: true, relation: 'sibling', userId: sister.id },
          firstName: '',
          lastName: '',
          age: '',
          phoneNumber: '',
        },
        {
          isPlatformUser: true,
          relation: 'other',
          userId: pendingOne.id,
          firstName: '',
          lastName: '',
          age: '',
          phoneNumber: '',
        },
        {
          isPlatformUser: false,
          relation: 'child',
          userId: '',
          firstName: 'Tiny',
          lastName: 'Tot',
          age: '3',
          phoneNumber: '5125550100',
        },
      ],
    });
    const toSister = await db.familyConnection.findFirstOrThrow({ where: { recipientId: sister.id } });
    await family.respondToFamilyRequest(sister.id, { connectionId: toSister.id, accept: true });
    // Family links are for connections only (issue 19): a stranger sees none.
    const stranger = await makeUser('Stranger');
    expect((await profile.loadPublicProfile(db, stranger.id, person.id))?.family).toEqual([]);
    expect((await profile.loadPublicProfile(db, person.id, person.id))?.family).toHaveLength(1);
    // Family members see each other's links.
    expect((await profile.loadPublicProfile(db, sister.id, person.id))?.family).toHaveLength(1);
    for (const other of [person, sister]) {
      const [low, high] = [viewer.id, other.id].sort();
      await db.connection.create({
        data: { userLowId: low, userHighId: high, requesterId: viewer.id, status: 'ACCEPTED' },
      });
    }
    const shown = await profile.loadPublicProfile(db, viewer.id, person.id);
    expect(shown?.family).toEqual([
      { id: toSister.id, userId: sister.id, name: 'Sister', relation: 'sibling' },
    ]);
    const fromSister = await profile.loadPublicProfile(db, viewer.id, sister.id);
    expect(fromSister?.family).toMatchObject([{ userId: person.id, relation: 'sibling' }]);
  });

  it('lists only the user’s own notifications, newest first, and marks them read', async () => {
    const me = await makeUser('Reader');
    const other = await makeUser('Elsewhere');
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.notification.createMany({
      data: [
        { userId: me.id, type: 'news', title: 'Old', message: 'old', createdAt: at(30) },
        { userId: me.id, type: 'news', title: 'New', message: 'new', createdAt: at(1) },
        { userId: other.id, type: 'news', title: 'Not mine', message: 'x', createdAt: at(0) },
      ],
    });
    const list = await listNotifications(db, me.id);
    expect(list.map((n) => [n.title, n.read])).toEqual([
      ['New', false],
      ['Old', false],
    ]);
    expect(await markAllRead(db, me.id)).toBe(2);
    expect((await listNotifications(db, me.id)).every((n) => n.read)).toBe(true);
    expect((await listNotifications(db, other.id))[0].read).toBe(false);
  });
});

import { expect } from 'vitest';
import * as account from '@/lib/account/actions';
import * as activity from '@/lib/activity-subscriptions/actions';
import * as auth from '@/lib/auth/actions';
import { hashPassword } from '@/lib/auth/password';
import * as availability from '@/lib/availability/actions';
import * as connections from '@/lib/connections/actions';
import { pairOf } from '@/lib/connections/schema';
import * as conversations from '@/lib/conversations/actions';
import { db } from '@/lib/db';
import * as family from '@/lib/family/actions';
import * as flags from '@/lib/feature-flags/actions';
import * as follows from '@/lib/follows/actions';
import * as home from '@/lib/home/actions';
import * as levels from '@/lib/levels/actions';
import * as centre from '@/lib/notification-centre/actions';
import * as notifications from '@/lib/notifications/actions';
import * as partners from '@/lib/partners/actions';
import * as places from '@/lib/places/actions';
import * as players from '@/lib/players/actions';
import * as posts from '@/lib/posts/actions';
import * as privacy from '@/lib/privacy/actions';
import * as profile from '@/lib/profile/actions';
import * as userLists from '@/lib/user-lists/actions';
import * as userSearch from '@/lib/user-search/actions';
import { SIGNED_IN, TEAM_MEMBERS, UNBLOCKED, type Actor, type Row, type World } from './matrix';

// Authorization matrix rows (issue 20 §1), people and their own things: connections, messages, family, follows,
// lists and blocks, settings, places and posts. The runner and the actors are in ./matrix.ts.

const PLACE = { lat: 30.27, lng: -97.74, description: 'Austin, TX, USA', name: 'Austin' };
const EVERYONE_BUT_OWNER = UNBLOCKED.filter((a) => a !== 'owner');
const user = (w: World, a: Actor) => w.users[a as Exclude<Actor, 'anonymous'>];

async function pendingConnection(fromId: string, toId: string) {
  await db.connection.create({ data: { ...pairOf(fromId, toId), requesterId: fromId, status: 'PENDING' } });
}
async function ownerList(w: World, members: string[] = []) {
  return db.userList.create({
    data: {
      ownerId: w.users.owner.id,
      name: `List ${w.tag()}`,
      members: {
        create: await Promise.all(
          members.map(async (id) => ({
            userId: id,
            email: (await db.user.findUniqueOrThrow({ where: { id } })).email,
          })),
        ),
      },
    },
    include: { members: true },
  });
}
async function conversationWith(w: World) {
  const peer = await w.fresh('Peer');
  const c = await db.conversation.create({
    data: {
      participants: { create: [{ userId: w.users.owner.id }, { userId: peer.id }] },
      messages: { create: { senderId: peer.id, body: 'Hi there' } },
    },
  });
  return { conversationId: c.id, peer };
}
const post = (w: World, extra: { hiddenAt?: Date } = {}) =>
  db.post.create({
    data: {
      authorId: w.users.owner.id,
      title: 'Need a sub',
      text: 'Sunday 7s',
      category: 'play-competition',
      subCategory: 'sub-needed',
      ...extra,
    },
  });
const partnerForm = {
  name: 'Matrix Courts',
  type: 'venues',
  tagline: 'Courts',
  description: 'Courts for the matrix.',
  city: 'Austin',
  region: 'TX',
  websiteUrl: '',
  preferred: false,
  sortOrder: 0,
};
const programForm = { title: 'Open play', schedule: 'Sundays', description: 'Drop in.', sortOrder: 0 };
const partner = (w: World) =>
  db.partner.create({
    data: { id: `partner-${w.tag()}`, ...partnerForm, websiteUrl: null },
  });
const place = (w: World) =>
  db.place.create({
    data: {
      name: 'Zilker courts',
      address: 'Austin',
      lat: 30.27,
      lng: -97.77,
      geohash: '9v6kn',
      sports: [],
      photoUrls: [],
      createdById: w.users.owner.id,
    },
  });
const placeForm = {
  name: 'Zilker courts',
  address: 'Austin, TX',
  lat: 30.27,
  lng: -97.77,
  sports: [],
  surface: '',
  openingNotes: '',
  description: '',
};
/** Alerts name game types by label: Soccer must be one. */
const soccer = () =>
  db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} });
const subscription = async (userId: string) => {
  await soccer();
  return db.activitySubscription.create({
    data: {
      userId,
      addressLat: 30.27,
      addressLng: -97.74,
      addressDescription: 'Austin, TX, USA',
      addressName: 'Austin, TX',
      activities: ['Soccer'],
    },
  });
};

export const peopleRows: Row[] = [
  // ── Auth: visitors' actions ──
  { action: auth.loginAction, public: 'signing in: the credentials are the authorisation' },
  { action: auth.signUpAction, public: 'a visitor creates an account' },
  {
    action: auth.forgotPasswordAction,
    public: 'a visitor asks for a reset link (answers alike for any address)',
  },
  { action: auth.resetPasswordAction, public: 'the mailed token is the authorisation' },
  { action: auth.confirmEmailAction, public: 'the mailed token is the authorisation' },
  { action: auth.confirmAlternateEmailAction, public: 'the mailed token is the authorisation' },
  {
    action: auth.resendVerificationAction,
    public: 'an unverified account (no active viewer) asks for its own mail',
  },
  { action: auth.checkEmailVerifiedAction, public: 'an unverified account reads its own state' },
  { action: auth.signOutAction, public: 'ends the calling browser’s own session' },
  {
    action: auth.signOutEverywhereAction,
    self: 'ends the caller’s own sessions; no other account can be named',
    effect: async (_w, _input, me) => {
      expect(await db.authSession.count({ where: { userId: me.id } })).toBe(0);
    },
  },
  {
    action: account.deleteAccountAction,
    self: 'deletes the caller’s own account (their password is checked)',
    setup: async (_w, me) => {
      await db.user.update({
        where: { id: me.id },
        data: { passwordHash: await hashPassword('Matrix-pass-2026!') },
      });
      return { confirm: 'DELETE', password: 'Matrix-pass-2026!' };
    },
    effect: async (_w, _input, me) => {
      expect(await db.user.findUnique({ where: { id: me.id } })).toBeNull();
    },
  },

  // ── Connections: the owner is the other person ──
  {
    action: connections.requestConnectionAction,
    what: 'ask the owner to connect',
    setup: async (w) => ({ userId: w.users.owner.id }),
    allowed: EVERYONE_BUT_OWNER,
    effect: async (w, _input, actor) => {
      const row = await db.connection.findUniqueOrThrow({
        where: { userLowId_userHighId: pairOf(w.users.owner.id, user(w, actor).id) },
      });
      expect(row.requesterId).toBe(user(w, actor).id);
      await db.connection.delete({
        where: { userLowId_userHighId: pairOf(w.users.owner.id, user(w, actor).id) },
      });
    },
  },
  {
    action: connections.answerConnectionAction,
    what: 'a request sent to the owner',
    setup: async (w) => {
      const asker = await w.fresh('Asker');
      await pendingConnection(asker.id, w.users.owner.id);
      return { userId: asker.id, accept: true };
    },
    allowed: ['owner'],
    effect: async (w, input) => {
      const { userId } = input as { userId: string };
      expect(
        (
          await db.connection.findUniqueOrThrow({
            where: { userLowId_userHighId: pairOf(userId, w.users.owner.id) },
          })
        ).status,
      ).toBe('ACCEPTED');
    },
  },
  {
    action: connections.removeConnectionAction,
    what: 'the owner’s connection with someone',
    setup: async (w) => {
      const friend = await w.fresh('Friend');
      await db.connection.create({
        data: { ...pairOf(friend.id, w.users.owner.id), requesterId: friend.id, status: 'ACCEPTED' },
      });
      return { userId: friend.id };
    },
    allowed: ['owner'],
    effect: async (w, input) => {
      const { userId } = input as { userId: string };
      expect(
        await db.connection.findUnique({ where: { userLowId_userHighId: pairOf(userId, w.users.owner.id) } }),
      ).toBeNull();
    },
  },

  // ── Messages ──
  {
    action: conversations.startConversationAction,
    what: 'write to the owner',
    setup: async (w) => ({ userId: w.users.owner.id }),
    allowed: EVERYONE_BUT_OWNER,
  },
  {
    action: conversations.sendMessageAction,
    what: 'the owner’s conversation',
    setup: async (w) => ({
      conversationId: (await conversationWith(w)).conversationId,
      body: 'See you there',
    }),
    allowed: ['owner'],
    effect: async (w, input) => {
      const { conversationId } = input as { conversationId: string };
      expect(await db.message.count({ where: { conversationId, senderId: w.users.owner.id } })).toBe(1);
    },
  },
  {
    action: conversations.markReadAction,
    what: 'the owner’s conversation',
    setup: async (w) => ({ conversationId: (await conversationWith(w)).conversationId }),
    allowed: ['owner'],
  },
  {
    action: privacy.setConversationBlockedAction,
    what: 'block the owner’s conversation',
    setup: async (w) => {
      // The flag is the caller's own in the conversation: userId names the caller.
      const { conversationId } = await conversationWith(w);
      return { conversationId, userId: w.users.owner.id, blocked: true };
    },
    allowed: ['owner'],
  },

  // ── Family ──
  {
    action: family.searchFamilyUserAction,
    self: 'searches for someone to add to the caller’s own family',
    setup: async () => ({ query: 'Oakes' }),
  },
  {
    action: family.saveFamilyMembersAction,
    self: 'adds members to the caller’s own family',
    setup: async () => ({
      members: [
        {
          isPlatformUser: false,
          relation: 'sibling',
          userId: '',
          firstName: 'Sam',
          lastName: 'Sib',
          age: '12',
          phoneNumber: '512-555-0100',
        },
      ],
    }),
  },
  {
    action: family.removeFamilyConnectionAction,
    what: 'the owner’s family link',
    setup: async (w) => {
      const sibling = await w.fresh('Sibling');
      const row = await db.familyConnection.create({
        data: {
          id: `fm_${w.tag()}`,
          requesterId: w.users.owner.id,
          recipientId: sibling.id,
          requesterName: 'Owner Olsen',
          recipientName: 'Sibling',
          requesterRelation: 'SIBLING',
          recipientRelation: 'SIBLING',
          isRecipientPlatformUser: true,
          status: 'ACCEPTED',
        },
      });
      return { id: row.id };
    },
    allowed: ['owner'],
    effect: async (_w, input) => {
      expect(
        await db.familyConnection.findUnique({ where: { id: (input as { id: string }).id } }),
      ).toBeNull();
    },
  },
  {
    action: family.respondFamilyRequestAction,
    what: 'a family request to the owner',
    setup: async (w) => {
      const aunt = await w.fresh('Aunt');
      const row = await db.familyConnection.create({
        data: {
          id: `fm_${w.tag()}`,
          requesterId: aunt.id,
          recipientId: w.users.owner.id,
          requesterName: 'Aunt',
          recipientName: 'Owner Olsen',
          requesterRelation: 'OTHER',
          recipientRelation: 'OTHER',
          isRecipientPlatformUser: true,
        },
      });
      return { connectionId: row.id, accept: true };
    },
    allowed: ['owner'],
    effect: async (_w, input) => {
      const id = (input as { connectionId: string }).connectionId;
      expect((await db.familyConnection.findUniqueOrThrow({ where: { id } })).status).toBe('ACCEPTED');
    },
  },

  // ── Follows ──
  {
    action: follows.setFollowAction,
    what: 'follow the owner',
    setup: async (w) => ({ kind: 'user', hostId: w.users.owner.id, follow: true }),
    allowed: EVERYONE_BUT_OWNER,
    effect: async (w, _input, actor) => {
      const where = { followerId_hostId: { followerId: user(w, actor).id, hostId: w.users.owner.id } };
      await db.hostFollow.delete({ where });
    },
  },
  {
    action: follows.setFollowAction,
    what: 'follow the owner’s team',
    setup: async (w) => ({ kind: 'team', hostId: (await w.team({ joinPolicy: 'OPEN' })).id, follow: true }),
    allowed: UNBLOCKED,
  },
  {
    action: follows.setFollowAction,
    what: 'follow the owner’s invite-only team (seen only from its roster)',
    setup: async (w) => ({ kind: 'team', hostId: (await w.team()).id, follow: true }),
    allowed: [...TEAM_MEMBERS, 'invitee'],
  },

  // ── Lists and blocks ──
  {
    action: userLists.createListAction,
    self: 'a new list of the caller',
    setup: async () => ({ name: 'Sunday crew' }),
  },
  {
    action: userLists.renameListAction,
    what: 'the owner’s list',
    setup: async (w) => ({ listId: (await ownerList(w)).id, name: 'Renamed' }),
    allowed: ['owner'],
  },
  {
    action: userLists.deleteListAction,
    what: 'the owner’s list',
    setup: async (w) => ({ listId: (await ownerList(w)).id }),
    allowed: ['owner'],
  },
  {
    action: userLists.addMemberByEmailAction,
    what: 'the owner’s list',
    setup: async (w) => ({ listId: (await ownerList(w)).id, email: `someone.${w.tag()}@example.com` }),
    allowed: ['owner'],
  },
  {
    action: userLists.addMemberByUserAction,
    what: 'the owner’s list',
    setup: async (w) => ({ listId: (await ownerList(w)).id, userId: w.users.other.id }),
    allowed: ['owner'],
  },
  {
    action: userLists.removeMemberAction,
    what: 'the owner’s list',
    setup: async (w) => {
      const list = await ownerList(w, [w.users.other.id]);
      return { listId: list.id, memberId: list.members[0].id };
    },
    allowed: ['owner'],
  },
  {
    action: privacy.membersForBlockingAction,
    what: 'the owner’s list',
    setup: async (w) => ({ listId: (await ownerList(w, [w.users.other.id])).id }),
    allowed: ['owner'],
  },
  {
    action: privacy.blockFromListAction,
    what: 'the owner’s list',
    setup: async (w) => {
      const target = await w.fresh('Target');
      const list = await ownerList(w, [target.id]);
      return { listId: list.id, memberIds: [list.members[0].id] };
    },
    allowed: ['owner'],
  },
  {
    action: privacy.unblockAction,
    what: 'a block the owner made',
    setup: async (w) => {
      const target = await w.fresh('Pest');
      const block = await db.block.create({
        data: { blockerId: w.users.owner.id, blockedUserId: target.id },
      });
      return { blockId: block.id };
    },
    allowed: ['owner'],
    effect: async (_w, input) => {
      expect(await db.block.findUnique({ where: { id: (input as { blockId: string }).blockId } })).toBeNull();
    },
  },
  {
    action: privacy.updatePrivacyAction,
    self: 'the caller’s own privacy switches',
    setup: async () => ({ messagesFromAnyone: false, publicOnlineStatus: false, publicUpcomingGames: false }),
  },

  // ── Settings of the caller ──
  {
    action: notifications.saveNotificationSettingsAction,
    self: 'the caller’s own notification channels',
    setup: async () => ({ entries: [] }),
  },
  {
    action: notifications.savePushSubscriptionAction,
    self: 'registers the caller’s own browser for push',
    setup: async (w) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${w.tag()}`,
      keys: { p256dh: 'BPk3', auth: 'x1' },
    }),
  },
  { action: centre.markAllNotificationsReadAction, self: 'the caller’s own notifications' },
  {
    action: activity.saveActivitySubscriptionAction,
    self: 'a new activity alert of the caller',
    setup: async () => {
      await soccer();
      return {
        address: PLACE,
        radius: 5,
        activities: ['Soccer'],
        startDate: null,
        endDate: null,
      };
    },
  },
  {
    action: activity.saveActivitySubscriptionAction,
    what: 'edit the owner’s activity alert',
    setup: async (w) => {
      // One alert city on the free plan (lib/billing/entitlements.ts): the owner's other rows' alerts go first.
      await db.activitySubscription.deleteMany({ where: { userId: w.users.owner.id } });
      return {
        id: (await subscription(w.users.owner.id)).id,
        address: PLACE,
        radius: 5,
        activities: ['Soccer'],
        startDate: null,
        endDate: null,
      };
    },
    allowed: ['owner'],
  },
  {
    action: activity.deleteActivitySubscriptionAction,
    what: 'the owner’s activity alert',
    setup: async (w) => (await subscription(w.users.owner.id)).id,
    allowed: ['owner'],
  },
  {
    action: availability.saveAvailabilityAction,
    self: 'the caller’s own availability (form input covered by availability tests)',
  },
  {
    action: availability.addDateAvailabilityAction,
    self: 'a date entry in the caller’s own availability (form input covered by availability tests)',
  },
  {
    action: availability.removeDateAvailabilityAction,
    what: 'the owner’s date entry',
    setup: async (w) => {
      const a = await db.availability.upsert({
        where: { userId: w.users.owner.id },
        create: { userId: w.users.owner.id, timeZone: 'America/Chicago' },
        update: {},
      });
      const entry = await db.dateAvailability.create({
        data: { availabilityId: a.id, date: new Date(Date.now() + 7 * 86_400_000) },
      });
      return entry.id;
    },
    allowed: ['owner'],
  },
  {
    action: profile.saveProfileAction,
    self: 'the caller’s own profile (form input covered by profile tests)',
  },
  {
    action: profile.saveTimeZoneAction,
    self: 'the caller’s own time zone (refusals covered by time-zones tests)',
    setup: async () => ({ timeZone: 'Europe/Berlin' }),
  },
  {
    action: profile.saveDistanceUnitAction,
    self: 'the caller’s own distance unit (refusals covered by cities-world tests)',
    setup: async () => ({ distanceUnit: 'km' }),
  },
  {
    action: profile.saveInterestsAction,
    self: 'the caller’s own sports',
    setup: async () => ({ sports: [] }),
  },
  {
    action: levels.setLevelAction,
    self: 'the caller’s own level for a sport',
    setup: async () => ({ gameTypeId: (await soccer()).id, level: 30, private: false }),
  },
  {
    action: levels.levelFromQuizAction,
    self: 'the caller’s own pickleball level',
    setup: async () => {
      await db.gameType.upsert({
        where: { label: 'Pickleball' },
        create: { label: 'Pickleball' },
        update: {},
      });
      return { level: '3-5' };
    },
  },
  {
    action: profile.addAlternateEmailAction,
    self: 'an address of the caller',
    setup: async (w) => ({ email: `alt.${w.tag()}@example.com` }),
  },
  {
    action: profile.resendAlternateEmailAction,
    what: 'the owner’s unconfirmed address',
    setup: async (w) => ({
      id: (
        await db.alternateEmail.create({
          data: { userId: w.users.owner.id, email: `alt.${w.tag()}@example.com` },
        })
      ).id,
    }),
    allowed: ['owner'],
  },
  {
    action: profile.removeAlternateEmailAction,
    what: 'the owner’s address',
    setup: async (w) => ({
      id: (
        await db.alternateEmail.create({
          data: { userId: w.users.owner.id, email: `alt.${w.tag()}@example.com` },
        })
      ).id,
    }),
    allowed: ['owner'],
  },
  { action: home.playerCardAction, self: 'the caller’s own player card', setup: async () => ({}) },
  {
    action: players.playersNearAction,
    self: 'a search from the caller’s own place (blocks covered by players-near tests)',
  },
  {
    action: userSearch.searchUsersAction,
    self: 'a search as the caller',
    setup: async () => ({ query: 'Oakes' }),
  },

  // ── Administration ──
  {
    action: flags.updateFeatureFlagAction,
    what: 'a feature flag',
    setup: async () => {
      await db.featureFlag.upsert({ where: { key: 'badges' }, create: { key: 'badges' }, update: {} });
      return { key: 'badges', enabled: true, audience: '' };
    },
    allowed: ['siteAdmin'],
  },
  {
    action: partners.createPartnerAction,
    what: 'a new partner',
    setup: async (w) => ({ ...partnerForm, name: `Partner ${w.tag()}` }),
    allowed: ['siteAdmin'],
  },
  {
    action: partners.updatePartnerAction,
    what: 'a partner',
    setup: async (w) => ({ ...partnerForm, partnerId: (await partner(w)).id, name: 'Renamed partner' }),
    allowed: ['siteAdmin'],
  },
  {
    action: partners.retirePartnerAction,
    what: 'a partner',
    setup: async (w) => ({ partnerId: (await partner(w)).id, retired: true }),
    allowed: ['siteAdmin'],
  },
  {
    action: partners.savePartnerEventAction,
    what: 'a partner’s new program',
    setup: async (w) => ({ ...programForm, partnerId: (await partner(w)).id }),
    allowed: ['siteAdmin'],
  },
  {
    action: partners.removePartnerEventAction,
    what: 'a partner’s program',
    setup: async (w) => {
      const p = await partner(w);
      const e = await db.partnerEvent.create({
        data: { id: `pe-${w.tag()}`, partnerId: p.id, ...programForm },
      });
      return { partnerId: p.id, eventId: e.id };
    },
    allowed: ['siteAdmin'],
  },

  // ── Places ──
  { action: places.createPlaceAction, self: 'a new place of the caller', setup: async () => placeForm },
  {
    action: places.updatePlaceAction,
    what: 'the owner’s place',
    setup: async (w) => ({ ...placeForm, id: (await place(w)).id, name: 'Renamed courts' }),
    allowed: ['owner', 'siteAdmin'],
  },
  {
    action: places.removePlacePhotoAction,
    what: 'a photo of the owner’s place',
    setup: async (w) => {
      const p = await place(w);
      const photo = await db.placePhoto.create({
        data: {
          placeId: p.id,
          uploaderId: w.users.owner.id,
          contentType: 'image/webp',
          bytes: new Uint8Array([1]),
        },
      });
      const url = `/api/places/photos/${photo.id}`;
      await db.place.update({ where: { id: p.id }, data: { photoUrls: [url] } });
      return { placeId: p.id, photoId: photo.id };
    },
    allowed: ['owner', 'siteAdmin'],
    effect: async (_w, input) => {
      const { placeId, photoId } = input as { placeId: string; photoId: string };
      expect(await db.placePhoto.count({ where: { id: photoId } })).toBe(0);
      expect((await db.place.findUniqueOrThrow({ where: { id: placeId } })).photoUrls).toEqual([]);
    },
  },
  {
    action: places.checkInAction,
    what: 'the owner’s place',
    setup: async (w) => ({ placeId: (await place(w)).id }),
    allowed: SIGNED_IN,
  },

  // ── Posts ──
  {
    action: posts.createPostAction,
    self: 'a new post of the caller',
    setup: async () => ({
      title: 'Need a sub',
      text: 'Sunday',
      category: 'play-competition',
      subCategory: 'sub-needed',
    }),
  },
  {
    action: posts.updatePostAction,
    what: 'the owner’s post',
    setup: async (w) => ({
      postId: (await post(w)).id,
      title: 'Edited',
      text: 'Sunday',
      category: 'play-competition',
      subCategory: 'sub-needed',
    }),
    allowed: ['owner'],
  },
  {
    action: posts.deletePostAction,
    what: 'the owner’s post',
    setup: async (w) => ({ postId: (await post(w)).id }),
    allowed: ['owner'],
  },
  {
    action: posts.reportPostAction,
    what: 'the owner’s post',
    setup: async (w) => ({ postId: (await post(w)).id, reason: 'spam' }),
    allowed: EVERYONE_BUT_OWNER,
  },
  {
    action: posts.hidePostAction,
    what: 'the owner’s post',
    setup: async (w) => ({ postId: (await post(w)).id }),
    allowed: ['siteAdmin'],
  },
  {
    action: posts.restorePostAction,
    what: 'the owner’s hidden post',
    setup: async (w) => ({ postId: (await post(w, { hiddenAt: new Date() })).id }),
    allowed: ['siteAdmin'],
  },
  {
    action: posts.dismissReportsAction,
    what: 'the owner’s reported post',
    setup: async (w) => {
      const p = await post(w);
      await db.postReport.create({ data: { postId: p.id, reporterId: w.users.other.id, reason: 'spam' } });
      return { postId: p.id };
    },
    allowed: ['siteAdmin'],
  },
  {
    action: posts.viewerPostStateAction,
    self: 'which of the listed posts are the caller’s own or hidden from them',
    setup: async () => ({ postIds: [] }),
  },
];

import { expect } from 'vitest';
import { db } from '@/lib/db';
import * as events from '@/lib/events/actions';
import { addDefaultGoing } from '@/lib/events/default-going';
import { editEventForm } from '@/lib/events/queries';
import { wallClock } from '@/lib/time';
import * as chat from '@/lib/conversations/game-chat-actions';
import * as games from '@/lib/games/actions';
import { generatePlayoffs, saveGame } from '@/lib/games/service';
import * as guests from '@/lib/guests/actions';
import * as levels from '@/lib/levels/actions';
import * as subs from '@/lib/subs/actions';
import { gameInput, makeEvent } from '@/tests/support/events';
import { TEAM_MANAGERS, TEAM_MEMBERS, UNBLOCKED, type Actor, type Row, type World } from './matrix';

// Authorization matrix rows (issue 20 §1): games (events) and what hangs on them — RSVPs, managing, guests,
// subs, the Games section. A game hosted by a team is managed by its creator and the team's owner, admins
// and managers (co-hosts); the rows use such a game, so the team roles are all exercised.

const user = (w: World, a: Actor) => w.users[a as Exclude<Actor, 'anonymous'>];
const CHICAGO = 'America/Chicago';

let soccerId: string | undefined;
async function soccer() {
  soccerId ??= (
    await db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} })
  ).id;
  return soccerId;
}

/** A game of the owner hosted by a new team of theirs (co-hosts: its admins and managers). */
async function hosted(w: World, columns: Record<string, unknown> = {}) {
  const team = await w.team();
  return makeEvent(w.users.owner.id, {
    hostingTeamId: team.id,
    capacity: 10,
    gameTypeId: await soccer(),
    ...columns,
  });
}
/** A game of someone else (for RSVPs the owner holds). */
async function foreign(w: World, columns: Record<string, unknown> = {}) {
  const host = await w.fresh('Host');
  return makeEvent(host.id, { capacity: 10, gameTypeId: await soccer(), ...columns });
}
/** A weekly series of the owner (its dates are rows carrying seriesId). */
async function seriesOf(w: World) {
  return db.eventSeries.create({
    data: {
      creatorId: w.users.owner.id,
      frequency: 'WEEKLY',
      startDate: new Date(),
      timeStart: '18:00',
      timeZone: CHICAGO,
      materializedThrough: new Date(),
    },
  });
}
async function rsvp(eventId: string, userId: string, status: string, extra: Record<string, unknown> = {}) {
  return db.eventParticipant.create({
    data: { eventId, userId, status: status as 'GOING', ...extra },
  });
}
async function withPlayer(w: World, status: string, columns: Record<string, unknown> = {}) {
  const event = await hosted(w, columns);
  const p = await w.fresh('Joiner');
  const participant = await rsvp(event.id, p.id, status);
  if (status === 'GOING') await db.event.update({ where: { id: event.id }, data: { goingCount: 1 } });
  return { event, participant };
}
const pickup = (name: string) => ({ kind: 'pickup' as const, id: '', name });
const noSchedule = { round: '', court: '', date: '', time: '' };
async function roundRobin(w: World) {
  const event = await hosted(w);
  const ids: string[] = [];
  for (const [home, away] of [
    ['Reds', 'Blues'],
    ['Greens', 'Golds'],
  ]) {
    const r = await saveGame(db, w.users.owner.id, {
      eventId: event.id,
      gameId: '',
      ...noSchedule,
      home: pickup(home),
      away: pickup(away),
    });
    if (r.status !== 'ok') throw new Error(`saveGame: ${r.status}`);
    ids.push(r.gameId);
  }
  return { event, gameIds: ids };
}
const playoffInput = (eventId: string) => ({
  eventId,
  format: 'SINGLE' as const,
  size: 'all' as const,
  seeding: 'standings' as const,
  order: [],
});
async function withPlayoffs(w: World) {
  const { event } = await roundRobin(w);
  const r = await generatePlayoffs(db, w.users.owner.id, playoffInput(event.id));
  if (r.status !== 'ok') throw new Error(`generatePlayoffs: ${r.status}`);
  const playoff = await db.game.findFirstOrThrow({ where: { eventId: event.id, bracketId: { not: null } } });
  return { event, playoff };
}

/** A message in the game's chat (the chat created on first use, as sending does). */
async function chatMessage(eventId: string, senderId: string, body = 'Bring water') {
  const c = await db.conversation.upsert({
    where: { eventId },
    create: { eventId, isGroup: true },
    update: {},
  });
  return db.message.create({ data: { conversationId: c.id, senderId, body } });
}
/** The owner's game with a going player's message in its chat. */
async function playerMessage(w: World) {
  const { event, participant } = await withPlayer(w, 'GOING');
  return { event, message: await chatMessage(event.id, participant.userId!) };
}

/** The owner's report on a going player's message in the owner's game chat (open, in the admin queue). */
async function chatReport(w: World) {
  const { event, message } = await playerMessage(w);
  return db.messageReport.create({
    data: {
      messageId: message.id,
      reporterId: w.users.owner.id,
      reason: 'Spam',
      messageBody: message.body,
      authorId: message.senderId,
      eventId: event.id,
    },
  });
}

/** A player open to subs for soccer near Austin, free all day on the game's weekday. */
async function subCandidate(w: World, dateStart: Date) {
  const p = await w.fresh('Sub');
  await db.user.update({
    where: { id: p.id },
    data: { cityName: 'Austin, TX', cityLat: 30.27, cityLng: -97.74, timeZone: CHICAGO },
  });
  await db.userSport.create({ data: { userId: p.id, gameTypeId: await soccer(), openToSubs: true } });
  const { date } = wallClock(dateStart, CHICAGO);
  await db.availability.create({
    data: {
      userId: p.id,
      timeZone: CHICAGO,
      weeklyRanges: {
        // ISO weekday (1 = Monday … 7 = Sunday); getUTCDay() gives Sunday as 0, which matches no day.
        create: {
          dayOfWeek: new Date(`${date}T12:00:00Z`).getUTCDay() || 7,
          startMinute: 0,
          endMinute: 1439,
        },
      },
    },
  });
  return p;
}

export const eventRows: Row[] = [
  // ── Creating ──
  {
    action: events.createEventAction,
    self: 'a new game of the caller (no team named)',
    setup: async () => gameInput({ gameTypeId: await soccer() }),
  },
  {
    action: events.createEventAction,
    what: 'a game hosted by the owner’s team',
    setup: async (w) => gameInput({ gameTypeId: await soccer(), hostingTeamId: (await w.team()).id }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: events.createEventAction,
    what: 'a practice of the owner’s team, its members going by default',
    setup: async (w) =>
      gameInput({
        gameTypeId: await soccer(),
        hostingTeamId: (await w.team()).id,
        capacity: null,
        defaultGoing: true,
      }),
    allowed: TEAM_MANAGERS,
    effect: async (_w, _input, _who, result) => {
      const { id } = result.data as { id: string };
      expect(await db.eventParticipant.count({ where: { eventId: id, byDefault: true } })).toBeGreaterThan(0);
    },
  },
  {
    action: events.rotateCalendarFeedAction,
    self: 'the caller’s own calendar feed link',
    setup: async () => ({}),
  },

  // ── RSVPs: joining someone's game ──
  {
    action: events.joinEventAction,
    what: 'join the owner’s game',
    setup: async (w) => ({ eventId: (await hosted(w)).id }),
    allowed: UNBLOCKED, // the creator too: a game written without the host's spot
    effect: async (w, input, actor) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.eventParticipant.findFirst({
          where: { eventId, userId: user(w, actor).id, status: 'GOING' },
        }),
      ).not.toBeNull();
    },
  },
  {
    action: events.declineTeamEventAction,
    what: 'say “can’t come” to the owner’s team game',
    setup: async (w) => ({ eventId: (await hosted(w)).id }),
    allowed: TEAM_MEMBERS, // members of the hosting team only (a pending invitee is not one yet)
    effect: async (w, input, actor) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.eventParticipant.findFirst({
          where: { eventId, userId: user(w, actor).id, status: 'NOT_GOING' },
        }),
      ).not.toBeNull();
    },
  },
  {
    action: events.declineTeamEventAction,
    what: 'say “can’t come” to the owner’s team practice, where members go by default',
    setup: async (w) => {
      const event = await hosted(w, { capacity: null, defaultGoing: true, hoursToCancelBefore: 2 });
      await db.$transaction((tx) => addDefaultGoing(tx, [event.id], event.hostingTeamId!));
      return { eventId: event.id };
    },
    allowed: TEAM_MEMBERS,
    effect: async (w, input, actor) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.eventParticipant.findFirst({
          where: { eventId, userId: user(w, actor).id, status: 'NOT_GOING', byDefault: false },
        }),
      ).not.toBeNull();
    },
  },
  {
    action: events.setFavoriteAction,
    what: 'the owner’s game',
    setup: async (w) => ({ eventId: (await hosted(w)).id, favorite: true }),
    allowed: UNBLOCKED,
  },
  // The owner here holds the RSVP on someone else's game; nobody else can act on it.
  {
    action: events.leaveEventAction,
    what: 'the owner’s RSVP',
    setup: async (w) => {
      const event = await foreign(w);
      await rsvp(event.id, w.users.owner.id, 'GOING');
      await db.event.update({ where: { id: event.id }, data: { goingCount: 1 } });
      return { eventId: event.id };
    },
    allowed: ['owner'],
  },
  {
    action: events.acceptOfferAction,
    what: 'the spot offered to the owner',
    setup: async (w) => {
      const event = await foreign(w, { allowWaitlist: true });
      await rsvp(event.id, w.users.owner.id, 'OFFERED', { offerExpiresAt: new Date(Date.now() + 3_600_000) });
      await db.event.update({ where: { id: event.id }, data: { goingCount: 1 } });
      return { eventId: event.id };
    },
    allowed: ['owner'],
  },
  {
    action: events.setGuestsAction,
    what: 'the owner’s RSVP',
    setup: async (w) => {
      const event = await foreign(w, { allowParticipantGuests: true, guestLimit: 2 });
      await rsvp(event.id, w.users.owner.id, 'GOING');
      await db.event.update({ where: { id: event.id }, data: { goingCount: 1 } });
      return { eventId: event.id, names: ['Pat'] };
    },
    allowed: ['owner'],
  },
  {
    action: events.rateEventAction,
    what: 'a game the owner went to',
    setup: async (w) => {
      const event = await foreign(w, { hours: -5 });
      await rsvp(event.id, w.users.owner.id, 'GOING');
      return { eventId: event.id, stars: 5, comment: '' };
    },
    allowed: ['owner'],
  },

  // ── Managing (creator and co-hosts) ──
  {
    action: events.answerRequestAction,
    what: 'a request to join the owner’s game',
    setup: async (w) => {
      const { event, participant } = await withPlayer(w, 'PENDING_APPROVAL', { creatorApprovalNeeded: true });
      return { eventId: event.id, participantId: participant.id, approve: true };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: events.removeParticipantAction,
    what: 'a player of the owner’s game',
    setup: async (w) => {
      const { event, participant } = await withPlayer(w, 'GOING');
      return { eventId: event.id, participantId: participant.id };
    },
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { participantId } = input as { participantId: string };
      expect(await db.eventParticipant.findUnique({ where: { id: participantId } })).toBeNull();
    },
  },
  {
    action: events.moveOffWaitlistAction,
    what: 'a waitlisted player of the owner’s game',
    setup: async (w) => {
      const { event, participant } = await withPlayer(w, 'WAITLIST', { allowWaitlist: true });
      return { eventId: event.id, participantId: participant.id };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: events.markNoShowAction,
    what: 'a player of the owner’s past game',
    setup: async (w) => {
      const { event, participant } = await withPlayer(w, 'GOING', { hours: -5 });
      return { eventId: event.id, participantId: participant.id, noShow: true };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: events.answerNoShowAction,
    what: 'the owner’s answer to a no-show mark at someone else’s past game',
    setup: async (w) => {
      const event = await foreign(w, { hours: -5 });
      await rsvp(event.id, w.users.owner.id, 'GOING', { noShow: true, noShowMarkedAt: new Date() });
      return { eventId: event.id, answer: 'I was there, ask the goalkeeper' };
    },
    allowed: ['owner'], // only the marked player
    effect: async (w, input) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.eventParticipant.findFirst({
          where: { eventId, userId: w.users.owner.id, noShowAnswer: 'I was there, ask the goalkeeper' },
        }),
      ).not.toBeNull();
    },
  },
  {
    action: levels.rateLevelAction,
    what: 'a player of the owner’s past, level checked game',
    setup: async (w) => {
      const { event, participant } = await withPlayer(w, 'GOING', { hours: -5, levelChecked: true });
      return { eventId: event.id, participantId: participant.id, level: 30 };
    },
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { eventId } = input as { eventId: string };
      expect(await db.levelRating.count({ where: { eventId } })).toBe(1);
    },
  },
  {
    action: events.cancelEventAction,
    what: 'the owner’s game',
    setup: async (w) => ({ eventId: (await withPlayer(w, 'GOING')).event.id, scope: 'this' }),
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { eventId } = input as { eventId: string };
      expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).cancelled).toBe(true);
    },
  },
  {
    action: events.moveSeriesDateAction,
    what: 'a date of the owner’s series',
    setup: async (w) => {
      const { event } = await withPlayer(w, 'GOING', { seriesId: (await seriesOf(w)).id });
      const { date } = wallClock(new Date(event.dateStart.getTime() + 86_400_000), CHICAGO);
      return { eventId: event.id, date, time: '07:15' };
    },
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { eventId, date } = input as { eventId: string; date: string };
      const moved = await db.event.findUniqueOrThrow({ where: { id: eventId } });
      expect(wallClock(moved.dateStart, CHICAGO)).toEqual({ date, time: '07:15' });
      expect(moved.sequence).toBe(1);
    },
  },
  {
    action: events.messageJoinersAction,
    what: 'the owner’s game',
    setup: async (w) => ({ eventId: (await withPlayer(w, 'GOING')).event.id, message: 'Bring water' }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: events.nudgeNonRespondersAction,
    what: 'the owner’s team game',
    setup: async (w) => ({ eventId: (await hosted(w)).id }),
    allowed: TEAM_MANAGERS,
    effect: async (w, input) => {
      const { eventId } = input as { eventId: string };
      const nudged = await db.notification.findMany({
        where: { userId: w.users.player.id, type: 'EVENT_NUDGE' },
        select: { data: true },
      });
      expect(nudged.some((n) => (n.data as { eventId?: string }).eventId === eventId)).toBe(true);
    },
  },
  {
    action: events.editEventAction,
    what: 'the owner’s game',
    setup: async (w) => {
      const event = await hosted(w);
      const form = await editEventForm(w.users.owner.id, event.id);
      if (!form) throw new Error('the owner cannot manage their own game');
      return { ...form.defaults, title: 'Renamed game' };
    },
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { eventId } = input as { eventId: string };
      expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).title).toBe('Renamed game');
    },
  },

  // ── Guests without an account ──
  {
    action: guests.addGuestAction,
    what: 'the owner’s game',
    setup: async (w) => ({ eventId: (await hosted(w)).id, name: 'Gus', email: `gus.${w.tag()}@example.com` }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: guests.addRosterGuestAction,
    what: 'the owner’s team roster',
    setup: async (w) => ({ teamId: (await w.team()).id, name: 'Gus', email: `gus.${w.tag()}@example.com` }),
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { teamId, email } = input as { teamId: string; email: string };
      expect(
        await db.rosterEntry.count({ where: { teamId, guestUser: { email }, role: 'player', userId: null } }),
      ).toBe(1);
    },
  },
  {
    action: guests.removeGuestAction,
    what: 'a guest on the owner’s game',
    setup: async (w) => {
      const event = await hosted(w);
      const guest = await db.guestUser.create({
        data: { name: 'Gus', email: `gus.${w.tag()}@example.com`, createdById: w.users.owner.id },
      });
      await db.eventParticipant.create({
        data: { eventId: event.id, guestUserId: guest.id, status: 'GOING' },
      });
      await db.event.update({ where: { id: event.id }, data: { goingCount: 1 } });
      return { eventId: event.id, guestUserId: guest.id };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: guests.deleteGuestAction,
    what: 'a guest record the owner added',
    setup: async (w) => ({
      guestUserId: (
        await db.guestUser.create({
          data: { name: 'Gus', email: `gus.${w.tag()}@example.com`, createdById: w.users.owner.id },
        })
      ).id,
    }),
    allowed: ['owner'],
  },

  // ── Find a sub ──
  {
    action: subs.inviteSubsAction,
    what: 'the owner’s game',
    setup: async (w) => {
      // Midday in Austin three days ahead: the candidate is free all day on the game's weekday, so the game must
      // not run past midnight (one 48 h from a late-evening run did, and nobody was free for all of it).
      const midday = new Date();
      midday.setUTCDate(midday.getUTCDate() + 3);
      midday.setUTCHours(18, 0, 0, 0);
      const event = await hosted(w, { dateStart: midday });
      const candidate = await subCandidate(w, event.dateStart);
      return { eventId: event.id, radiusMiles: 10, userIds: [candidate.id], mode: 'now', delayMinutes: 30 };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: subs.answerSubAction,
    what: 'a sub invitation to the owner',
    setup: async (w) => {
      const event = await foreign(w);
      const campaign = await db.subCampaign.create({
        data: { eventId: event.id, hostId: event.creatorId, radiusMiles: 10 },
      });
      await db.subInvitation.create({
        data: {
          campaignId: campaign.id,
          eventId: event.id,
          userId: w.users.owner.id,
          status: 'SENT',
          sentAt: new Date(),
        },
      });
      return { eventId: event.id, answer: 'decline' };
    },
    allowed: ['owner'],
  },
  {
    action: subs.saveSubSettingsAction,
    self: 'the caller’s own sub request settings',
    setup: async () => ({ sports: [{ gameTypeId: await soccer(), open: true }], perWeek: null }),
  },

  // ── Games section (round robin, scores, playoffs) ──
  {
    action: games.saveGameAction,
    what: 'add a game to the owner’s event',
    setup: async (w) => ({
      eventId: (await hosted(w)).id,
      gameId: '',
      ...noSchedule,
      home: pickup('Reds'),
      away: pickup('Blues'),
    }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.saveGameAction,
    what: 'edit a game of the owner’s event',
    setup: async (w) => {
      const { event, gameIds } = await roundRobin(w);
      return {
        eventId: event.id,
        gameId: gameIds[0],
        ...noSchedule,
        home: pickup('Reds'),
        away: pickup('Whites'),
      };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.deleteGameAction,
    what: 'a game of the owner’s event',
    setup: async (w) => ({ gameId: (await roundRobin(w)).gameIds[0] }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.setScoreAction,
    what: 'a game of the owner’s event',
    setup: async (w) => ({
      gameId: (await roundRobin(w)).gameIds[0],
      status: 'FINAL',
      homeScore: 3,
      awayScore: 1,
      version: 0,
    }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.adjustScoreAction,
    what: 'a live game of the owner’s event',
    setup: async (w) => {
      const gameId = (await roundRobin(w)).gameIds[0];
      await db.game.update({
        where: { id: gameId },
        data: { status: 'IN_PROGRESS', homeScore: 0, awayScore: 0 },
      });
      return { gameId, side: 'HOME', delta: 1 };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.generatePlayoffsAction,
    what: 'the owner’s event',
    setup: async (w) => playoffInput((await roundRobin(w)).event.id),
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.savePlayoffScheduleAction,
    what: 'a playoff game of the owner’s event',
    setup: async (w) => ({
      gameId: (await withPlayoffs(w)).playoff.id,
      court: 'Court 2',
      date: '',
      time: '',
    }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: games.resetPlayoffsAction,
    what: 'the owner’s event',
    setup: async (w) => ({ eventId: (await withPlayoffs(w)).event.id }),
    allowed: TEAM_MANAGERS,
  },

  // ── Game chat (issue 32 §2): the host, co-hosts and players going or waitlisted ──
  {
    action: chat.sendChatMessageAction,
    what: 'the chat of the owner’s game',
    setup: async (w) => ({ eventId: (await withPlayer(w, 'GOING')).event.id, body: 'On my way' }),
    allowed: TEAM_MANAGERS,
    effect: async (w, input, actor) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.message.count({ where: { conversation: { eventId }, senderId: user(w, actor).id } }),
      ).toBe(1);
    },
  },
  {
    action: chat.sendChatMessageAction,
    what: 'the chat of a game the owner is going to',
    setup: async (w) => {
      const event = await foreign(w);
      await rsvp(event.id, w.users.owner.id, 'GOING');
      return { eventId: event.id, body: 'Count me in' };
    },
    allowed: ['owner'],
  },
  {
    action: chat.setChatOpenAction,
    what: 'the chat of the owner’s game',
    setup: async (w) => ({ eventId: (await withPlayer(w, 'GOING')).event.id, open: true }),
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { eventId } = input as { eventId: string };
      expect((await db.conversation.findUniqueOrThrow({ where: { eventId } })).openToViewers).toBe(true);
    },
  },
  {
    action: chat.editChatMessageAction,
    what: 'the owner’s message in their game’s chat',
    setup: async (w) => {
      const event = await hosted(w);
      return { messageId: (await chatMessage(event.id, w.users.owner.id)).id, body: 'Bring two' };
    },
    allowed: ['owner'],
  },
  {
    action: chat.deleteChatMessageAction,
    what: 'a player’s message in the owner’s game chat',
    setup: async (w) => ({ messageId: (await playerMessage(w)).message.id }),
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { messageId } = input as { messageId: string };
      expect(await db.message.findUnique({ where: { id: messageId } })).toBeNull();
    },
  },
  {
    action: chat.pinChatMessageAction,
    what: 'a player’s message in the owner’s game chat',
    setup: async (w) => ({ messageId: (await playerMessage(w)).message.id, pinned: true }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: chat.reportChatMessageAction,
    what: 'a player’s message in the owner’s game chat',
    setup: async (w) => ({ messageId: (await playerMessage(w)).message.id, reason: 'Spam' }),
    allowed: TEAM_MANAGERS,
    effect: async (w, input, actor) => {
      const { messageId } = input as { messageId: string };
      expect(await db.messageReport.count({ where: { messageId, reporterId: user(w, actor).id } })).toBe(1);
    },
  },
  // The admin moderation queue (admin/posts): reports on chat messages.
  {
    action: chat.deleteReportedChatMessageAction,
    what: 'a report on a player’s message in the owner’s game chat',
    setup: async (w) => ({ reportId: (await chatReport(w)).id }),
    allowed: ['siteAdmin'],
    effect: async (_w, input) => {
      const { reportId } = input as { reportId: string };
      expect(await db.messageReport.findUniqueOrThrow({ where: { id: reportId } })).toMatchObject({
        status: 'deleted',
        messageId: null,
      });
    },
  },
  {
    action: chat.dismissChatReportAction,
    what: 'a report on a player’s message in the owner’s game chat',
    setup: async (w) => ({ reportId: (await chatReport(w)).id }),
    allowed: ['siteAdmin'],
    effect: async (_w, input) => {
      const { reportId } = input as { reportId: string };
      expect((await db.messageReport.findUniqueOrThrow({ where: { id: reportId } })).status).toBe(
        'dismissed',
      );
    },
  },
];

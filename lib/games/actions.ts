'use server';

import { db } from '@/lib/db';
import { fail, ok, type ActionResult, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { gamesUi as m } from '@/lib/messages/games';
import {
  adjustScoreSchema,
  eventIdSchema,
  gameFormSchema,
  gameIdSchema,
  generatePlayoffsSchema,
  playoffScheduleSchema,
  scoreSchema,
} from './schema';
import {
  adjustScore,
  deleteGame,
  generatePlayoffs,
  resetPlayoffs,
  saveGame,
  savePlayoffSchedule,
  setScore,
  type ScoreResult,
} from './service';

// The Games section's writes (managers only: the manage filter is inside every service query). A foreign or
// malformed id answers 'Game not found'.

const eventPaths = (eventId: string) => [`/evt/${eventId}`, `/event/${eventId}/manage`];

/** Add a round-robin game, or edit one (gameId set). */
export const saveGameAction = defineAction(
  {
    name: 'games.save',
    input: gameFormSchema,
    failure: m.loadFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }): Promise<ActionResult<{ eventId: string; gameId: string }>> => {
    const r = await saveGame(db, viewer.id, input);
    if (r.status === 'not-found') return fail(m.gameNotFound);
    if (r.status === 'playoff') return fail(m.playoffDelete);
    if (r.status === 'side-unavailable') return fieldError(r.field, m.teamUnavailable);
    return ok({ eventId: r.eventId, gameId: r.gameId }, input.gameId ? m.saved : m.added);
  },
);

/** Court and time of a playoff game. */
export const savePlayoffScheduleAction = defineAction(
  {
    name: 'games.playoffSchedule',
    input: playoffScheduleSchema,
    failure: m.loadFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }) => {
    const r = await savePlayoffSchedule(db, viewer.id, input);
    return r.status === 'ok' ? ok({ eventId: r.eventId }, m.saved) : fail(m.gameNotFound);
  },
);

export const deleteGameAction = defineAction(
  {
    name: 'games.delete',
    input: gameIdSchema,
    invalid: m.gameNotFound,
    failure: m.loadFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }) => {
    const r = await deleteGame(db, viewer.id, input.gameId);
    if (r.status === 'playoff') return fail(m.playoffDelete);
    return r.status === 'ok' ? ok({ eventId: r.eventId }, m.deleted) : fail(m.gameNotFound);
  },
);

const scoreFailure: Record<Exclude<ScoreResult['status'], 'ok'>, string> = {
  'not-found': m.gameNotFound,
  conflict: m.scoreConflict,
  tie: m.playoffTie,
  'sides-missing': m.sidesMissing,
  'later-played': m.laterPlayed,
};

/** Enter or correct a score (and the status); playoff winners move on. */
export const setScoreAction = defineAction(
  {
    name: 'games.score',
    input: scoreSchema,
    failure: m.loadFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }) => {
    const r = await setScore(db, viewer.id, input);
    return r.status === 'ok' ? ok({ eventId: r.eventId }, m.scoreSaved) : fail(scoreFailure[r.status]);
  },
);

/** One point more or less for a side of a game in play. */
export const adjustScoreAction = defineAction(
  { name: 'games.adjust', input: adjustScoreSchema, invalid: m.gameNotFound, failure: m.loadFailed },
  async ({ input, viewer }) => {
    const r = await adjustScore(db, viewer.id, input);
    if (r.status === 'final') return fail(m.finalNoAdjust);
    if (r.status === 'sides-missing') return fail(m.sidesMissing);
    return r.status === 'ok' ? ok({ eventId: r.eventId }) : fail(m.gameNotFound);
  },
);

/** Generate the playoff bracket from the round-robin games (one transaction). */
export const generatePlayoffsAction = defineAction(
  {
    name: 'games.generatePlayoffs',
    input: generatePlayoffsSchema,
    failure: m.generateFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }) => {
    const r = await generatePlayoffs(db, viewer.id, input);
    switch (r.status) {
      case 'ok':
        return ok({ eventId: r.eventId, bracketId: r.bracketId }, m.generated);
      case 'not-found':
        return fail(m.gameNotFound);
      case 'exists':
        return fail(m.bracketExists);
      case 'no-entrants':
        return fail(m.noEntrants);
      case 'too-few':
        return fieldError('size', m.tooFew(r.needed, r.have));
      case 'bad-order':
        return fieldError('order', m.orderInvalid);
    }
  },
);

/** Remove the bracket and its games. */
export const resetPlayoffsAction = defineAction(
  {
    name: 'games.resetPlayoffs',
    input: eventIdSchema,
    invalid: m.gameNotFound,
    failure: m.resetFailed,
    revalidate: (d: { eventId: string }) => eventPaths(d.eventId),
  },
  async ({ input, viewer }) => {
    const r = await resetPlayoffs(db, viewer.id, input.eventId);
    if (r.status === 'no-bracket') return fail(m.noBracket);
    return r.status === 'ok' ? ok({ eventId: r.eventId }, m.resetDone) : fail(m.gameNotFound);
  },
);

'use server';

import { db } from '@/lib/db';
import { ok, type ActionResult } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { levelsMessages as m } from '@/lib/messages/levels';
import { ordinalFromQuiz } from './rules';
import { quizLevelSchema, rateLevelSchema, setLevelSchema } from './schema';
import { rateAttendeeLevel, setPlayerLevel } from './service';
import { commonMessages } from '@/lib/messages';

// Skill level actions (issue 32 §3). Each acts on the signed-in user's own levels only.
const fieldError = (field: string, message: string) => ({
  ok: false as const,
  fieldErrors: { [field]: [message] },
});

export const setLevelAction = defineAction(
  {
    name: 'levels.set',
    input: setLevelSchema,
    auth: { profile: false },
    failure: m.saveFailed,
    revalidate: ['/settings', '/profile'],
  },
  async ({ input, viewer }): Promise<ActionResult<undefined>> => {
    const status = await setPlayerLevel(db, viewer.id, input);
    if (status === 'sportUnknown') return fieldError('gameTypeId', m.sportUnknown);
    if (status === 'offScale') return fieldError('level', m.offScale);
    return ok(undefined, m.saved);
  },
);

/** The pickleball quiz's result saved as the caller's pickleball level (kept private if it already was). */
export const levelFromQuizAction = defineAction(
  {
    name: 'levels.fromQuiz',
    input: quizLevelSchema,
    auth: { profile: false },
    failure: m.saveFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }): Promise<ActionResult<undefined>> => {
    const level = ordinalFromQuiz(input.level);
    const sport = await db.gameType.findFirst({
      where: { label: { equals: 'Pickleball', mode: 'insensitive' } },
      select: { id: true },
    });
    if (level === null || !sport) return fieldError('level', m.offScale);
    const current = await db.playerLevel.findUnique({
      where: { userId_gameTypeId: { userId: viewer.id, gameTypeId: sport.id } },
      select: { private: true },
    });
    await setPlayerLevel(
      db,
      viewer.id,
      { gameTypeId: sport.id, level, private: current?.private ?? false },
      'QUIZ',
    );
    return ok(undefined, m.fromQuizDone);
  },
);

/** The host (or a co-host) rates a player's level after a "level checked" game; the self-rating stays. */
export const rateLevelAction = defineAction(
  {
    name: 'levels.rate',
    input: rateLevelSchema,
    failure: m.saveFailed,
  },
  async ({ input, viewer }): Promise<ActionResult<undefined>> => {
    const status = await rateAttendeeLevel(db, viewer.id, input);
    if (status === 'saved') return ok(undefined, m.rateSaved);
    if (status === 'offScale') return fieldError('level', m.offScale);
    if (status === 'not-ended') return { ok: false, message: m.rateNotEnded };
    if (status === 'not-checked') return { ok: false, message: m.rateNotChecked };
    return { ok: false, message: commonMessages.gameNotFound };
  },
);

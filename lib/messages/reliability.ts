/**
 * The reliability record (issue 32 §4): shown to hosts on the roster, in Find a sub and on waitlist offers, and
 * to the player on their settings. Not in the spec: every string is ours.
 */
import type { Reliability, ReliabilityTier } from '@/lib/reliability/rules';
import { DEFAULT_LATE_DROP_HOURS, MIN_COMMITMENTS, WINDOW_DAYS } from '@/lib/reliability/rules';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const tierLabel: Record<ReliabilityTier, string> = {
  new: 'New player',
  reliable: 'Reliable',
  mostly: 'Mostly reliable',
  unreliable: 'Often drops out',
};

export const reliabilityMessages = {
  tierLabel,
  /** "Reliable · 42 games, 1 late drop"; counts of zero late drops / no-shows are left out. */
  summary: (r: Reliability) => {
    const parts = [plural(r.games, 'game', 'games')];
    if (r.lateDrops > 0) parts.push(plural(r.lateDrops, 'late drop', 'late drops'));
    if (r.noShows > 0) parts.push(plural(r.noShows, 'no-show', 'no-shows'));
    return `${tierLabel[r.tier]} · ${parts.join(', ')}`;
  },
  ownTitle: 'Your reliability',
  ownIntro: 'Hosts of the games you join see this record. Nobody else does: not other players, not visitors.',
  whatCounts: [
    `It counts the last ${Math.round(WINDOW_DAYS / 30.4)} months.`,
    'A game: you were going and the game took place.',
    `A late drop: you gave up your spot after the game's cancel cutoff (or less than ${DEFAULT_LATE_DROP_HOURS} hours before the start when the host set none). Late drops are recorded from 27 November 2026.`,
    'A no-show: the host marked you absent after the game.',
    `With fewer than ${MIN_COMMITMENTS} games, late drops and no-shows together, you are a new player. Leaving a waitlist, or a game that is cancelled, never counts.`,
  ],
  // The host's setting for waitlist offers
  reliableFirstLabel: 'Offer freed spots to reliable players first',
  reliableFirstHint:
    'Reliable players move ahead in the waitlist; within the same reliability, first come first served.',
} as const;

/** No-show marks, their one answer and the host's confirmation (docs/no-shows.md). Every string is ours. */
export const noShowMessages = {
  markedTitle: 'Marked as a no-show',
  marked: (game: string) =>
    `The host marked you as not showing up at ${game}. If that is wrong, you can answer once on the game’s page; an answered mark does not count against you unless the host confirms it.`,
  answeredTitle: 'A player answered a no-show mark',
  answered: (name: string, game: string) =>
    `${name || 'A player'} answered your no-show mark at ${game}. It no longer counts unless you confirm it on the game’s manage page.`,
  confirmedTitle: 'No-show confirmed',
  confirmed: (game: string) => `The host read your answer and kept the no-show mark at ${game}.`,
  windowClosed: 'No-shows can be marked only within 72 hours after the game ends.',
  confirmedSaved: 'No-show kept. The player is told.',
  // The player's side (the game's page)
  yourMark: 'The host marked you as a no-show at this game.',
  yourAnswer: (answer: string) => `Your answer: “${answer}”`,
  yourMarkConfirmed: 'The host read your answer and kept the mark.',
  yourMarkPending: 'Until the host confirms the mark, it does not count in your record.',
  answerLabel: 'Your answer (once)',
  answerSend: 'Send answer',
  answerTooLong: (max: number) => `Keep it under ${max} characters.`,
  answerEmpty: 'Write what happened.',
  answerSaved: 'Answer sent to the host. The mark does not count unless they confirm it.',
  answerAlready: 'You have already answered this mark.',
  answerTooLate: 'This mark can no longer be answered: answers are taken for 14 days after a mark.',
  answerNotFound: 'There is no no-show mark to answer here.',
  // The host's side (manage page)
  playerAnswered: (answer: string) => `Player’s answer: “${answer}”`,
  keepMark: 'Keep the no-show',
  markKept: 'Kept after the answer',
} as const;

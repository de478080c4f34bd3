// Game reminders (issue 32 §1): the spec gives no texts for them, so every string here is ours.

/** "1st", "2nd", "3rd", "4th", "11th", "21st" … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const last = n % 10;
  return `${n}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}

export const reminderMessages = {
  title: 'Game reminder', // ours
  going: (game: string, when: string) => `${game} starts ${when}. See you there!`, // ours
  waitlisted: (game: string, when: string, position: number) =>
    `${game} starts ${when}. You are ${ordinal(position)} on the waitlist.`, // ours
  // Team practices "going unless you say no" (lib/events/default-going.ts)
  byDefault: (game: string, when: string, deadline: string) =>
    `You're down as going to ${game}, ${when}. Can't come? Say so by ${deadline}.`, // ours (wording from issue 32's brief)
  byDefaultClosed: (game: string, when: string) => `You're down as going to ${game}, ${when}. See you there!`, // ours
} as const;

/** The host's nudge of a team game's non-responders (issue 32 §1). */
export const nudgeMessages = {
  card: 'Not answered yet', // ours (card title on the manage page)
  unanswered: (n: number) => (n === 1 ? '1 player has not answered' : `${n} players have not answered`), // ours
  allAnswered: 'Everyone on the team has answered.', // ours
  hint: 'Team members who have neither joined nor said they cannot come. You can nudge them once every 12 hours.', // ours
  button: 'Nudge them', // ours
  sent: (n: number) => (n === 1 ? 'Nudged 1 player' : `Nudged ${n} players`), // ours
  tooSoon: (when: string) => `You nudged them recently. You can nudge again on ${when}.`, // ours
  nobody: 'Everyone has answered already.', // ours
  closed: 'This game has started or was cancelled.', // ours
  notTeamGame: 'Only games of a team can nudge its members.', // ours
  title: (game: string) => `Are you coming to ${game}?`, // ours
  message: (host: string, game: string, when: string) =>
    `${host} asks whether you are coming to ${game}, ${when}. Answer on the game page.`, // ours
} as const;

/** A team member's answer to a team game they have not joined (issue 32 §1: nudged players answer here). */
export const teamAnswerMessages = {
  asked: 'Your team is counting players for this game. Join it, or tell the host you cannot come.', // ours
  cantGo: 'I can’t come', // ours
  coming: 'I’m coming', // ours
  declined: 'You told the host you cannot come. Changed your mind? Join the game.', // ours
  saved: 'The host knows you cannot come', // ours
  holding: 'You are on this game: leave it first.', // ours
  byDefault: (deadline: string) =>
    `Your team counts you as going unless you say no. Can't come? Say so by ${deadline}.`, // ours
} as const;

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
} as const;

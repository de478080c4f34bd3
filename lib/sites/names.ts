// How a team's public website names a player (pure).

/**
 * First name and last initial from a display name ("Pat Player" → "Pat P."; a one-word name stays as it is):
 * a public page, indexed by search engines, never carries a member's whole name.
 */
export function publicPlayerName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  const [initial] = [...words[words.length - 1]];
  return `${words[0]} ${initial.toLocaleUpperCase('en-US')}.`;
}

// Pure privacy rules (no I/O).

export type PrivacyFlags = {
  messagesFromAnyone: boolean;
  publicOnlineStatus: boolean;
  publicUpcomingGames: boolean;
  publicBadges: boolean;
  showInPlayersNear: boolean;
};

type StoredFlags = { [K in Exclude<keyof PrivacyFlags, 'showInPlayersNear'>]: boolean | null } & {
  showInPlayersNear?: boolean | null;
};

/** A new profile starts with every flag on; a missing (null) flag reads, and is enforced, as off. */
export function readPrivacyFlags(user: StoredFlags): PrivacyFlags {
  return {
    messagesFromAnyone: user.messagesFromAnyone ?? false,
    publicOnlineStatus: user.publicOnlineStatus ?? false,
    publicUpcomingGames: user.publicUpcomingGames ?? false,
    publicBadges: user.publicBadges ?? false,
    showInPlayersNear: user.showInPlayersNear ?? false,
  };
}

export type BlockEntry = { blockedUserId: string | null; blockedEmail: string | null };
export type Candidate = { userId: string | null; email: string };

const normalise = (email: string) => email.trim().toLowerCase();

/** Already blocked when an entry matches by user id or by e-mail address. */
export function isAlreadyBlocked(candidate: Candidate, blocks: readonly BlockEntry[]): boolean {
  const email = normalise(candidate.email);
  return blocks.some(
    (b) =>
      (candidate.userId !== null && b.blockedUserId === candidate.userId) ||
      (b.blockedEmail !== null && normalise(b.blockedEmail) === email),
  );
}

/**
 * The candidates that become new blocks: not already blocked, not the viewer, and each person once
 * (two rows with the same user or address count once).
 */
export function newBlockCandidates<T extends Candidate>(
  candidates: readonly T[],
  blocks: readonly BlockEntry[],
  self: { id: string; email: string },
): T[] {
  const seenUsers = new Set<string>();
  const seenEmails = new Set<string>();
  const out: T[] = [];
  for (const c of candidates) {
    const email = normalise(c.email);
    if (c.userId === self.id || email === normalise(self.email)) continue;
    if (isAlreadyBlocked(c, blocks)) continue;
    if ((c.userId && seenUsers.has(c.userId)) || seenEmails.has(email)) continue;
    if (c.userId) seenUsers.add(c.userId);
    seenEmails.add(email);
    out.push(c);
  }
  return out;
}

// Reading a player card: its QR code (or a pasted link) holds {origin}/profile/{userId}. Only the user id is
// taken, and the app opens its own profile page for it, so a code can never send anyone to another site.

const PROFILE_PATH = /^\/profile\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The user id in a player-card link (absolute, or a path starting with /profile/), or null. */
export function profileIdFromLink(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  let path: string;
  try {
    path = new URL(value, 'https://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  return PROFILE_PATH.exec(path)?.[1] ?? null;
}

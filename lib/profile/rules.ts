// Pure profile rules (no I/O), shared by the browser and the server.
import { safeReturnPath } from '@/lib/auth/schema';

export const MIN_AGE_YEARS = 13;
export const MAX_BIRTHDATE_SPAN_YEARS = 120;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Allowed birthdates on the calendar day `today` (its local date): from 1 January 120 years ago to the
 * same day 13 years ago (28 February when that year has no 29th), both inclusive, as YYYY-MM-DD.
 */
export function birthdateBounds(today: Date): { earliest: string; latest: string } {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const latestYear = year - MIN_AGE_YEARS;
  const day = Math.min(today.getDate(), daysInMonth(latestYear, month));
  return { earliest: iso(year - MAX_BIRTHDATE_SPAN_YEARS, 1, 1), latest: iso(latestYear, month, day) };
}

export type BirthdateProblem = 'invalid' | 'too-young' | 'too-early' | null;

export function checkBirthdate(value: string, today: Date): BirthdateProblem {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  const { earliest, latest } = birthdateBounds(today);
  if (value > latest) return 'too-young';
  if (value < earliest) return 'too-early';
  return null;
}

/** Digits with optional +, spaces, dots, dashes and brackets; 7 to 15 digits (E.164 has at most 15). */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Where a new user goes after "Setup Account": the given return route, else the availability tab. */
export const NEW_USER_LANDING = '/settings?tab=availability&skippable=true';
/** The signed-in default landing: a return route equal to it means "no route given". */
export const DEFAULT_LANDING = '/home';

/**
 * After "Setup Account": a real deep link (an event page, a profile …) is honoured; the default landing,
 * which the guard adds to every onboarding redirect, is not a choice the user made (spec 01).
 */
export function landingAfterSetup(returnTo: string | undefined): string {
  const route = safeReturnPath(returnTo, NEW_USER_LANDING);
  return route === DEFAULT_LANDING ? NEW_USER_LANDING : route;
}
export const POST_SIGNUP_DELAY_MS = 250;

/** The avatar URL with a version, so a new picture is fetched while old ones stay cached forever. */
export const avatarUrl = (userId: string, version: Date) =>
  `/api/avatars/${encodeURIComponent(userId)}?v=${version.getTime().toString(36)}`;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

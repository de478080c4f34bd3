import { activitySubscriptionMessages as m } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

// Pure rules of the activity subscription form and its mail (spec 01 §4, §7).

type Dates = { startDate: string | null; endDate: string | null };

/** Switching the temporary toggle on sets startDate to now and endDate empty; off clears both. */
export function toggleTemporary(on: boolean, now: Date = new Date()): Dates {
  return on ? { startDate: now.toISOString(), endDate: null } : { startDate: null, endDate: null };
}

/** A subscription counts as temporary when either date is set. */
export const isTemporary = (dates: { startDate?: unknown; endDate?: unknown }) =>
  Boolean(dates.startDate) || Boolean(dates.endDate);

/** Activities whose label contains the search text (case-insensitive), in their given order. */
export function filterActivities(labels: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? labels.filter((l) => l.toLowerCase().includes(needle)) : [...labels];
}

/** "Pickleball", "Pickleball and Tennis", "Pickleball, Tennis, and Soccer". */
export const activitiesList = (activities: readonly string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(activities);

/** The mail's firstName: the first word of the full name, else the display name, else "there". */
export function firstNameOf(user: { fullName?: string | null; displayName?: string | null }): string {
  const first = user.fullName?.trim().split(/\s+/)[0] || user.displayName?.trim();
  return first || m.emailFirstNameFallback;
}

// Date inputs (YYYY-MM-DD, the user's local day) <-> stored instants.
const pad = (n: number) => String(n).padStart(2, '0');

export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The start of a picked day (local time); today keeps the current instant, so alerts start right away. */
export function startFromDateInput(value: string, now: Date = new Date()): string | null {
  if (!value) return null;
  const [y, mo, d] = value.split('-').map(Number);
  const start = new Date(y!, mo! - 1, d!, 0, 0, 0, 0);
  return (start <= now && toDateInput(now.toISOString()) === value ? now : start).toISOString();
}

/** The end of a picked day (local time): alerts stop after it. */
export function endFromDateInput(value: string): string | null {
  if (!value) return null;
  const [y, mo, d] = value.split('-').map(Number);
  return new Date(y!, mo! - 1, d!, 23, 59, 59, 999).toISOString();
}

/** MM/DD/YYYY, as the date-range hint shows, in the given time zone (the same on the server and in the browser). */
export function formatDay(iso: string, timeZone?: string): string {
  return dateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

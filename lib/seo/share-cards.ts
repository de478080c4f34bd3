import 'server-only';
import { db } from '@/lib/db';
import { dateTimeFormat } from '@/lib/intl';
import { shareImageMessages as m } from '@/lib/messages/share-images';
import { organizationBySlug } from '@/lib/organizations/queries';
import { teamUi, type TeamKindKey } from '@/lib/messages/teams';
import type { CoverCard } from '@/lib/looks/cover-size';
import type { OgCard } from './og';

// What the share image of a game or an organization says (title, sport, date, place), for crawlers and chat
// apps that unfurl a shared link. They fetch without a session, so only what a visitor may see is drawn: a
// public game (a private one is "not found", its title never drawn), any organization (org pages are public).

const TITLE_MAX = 80;
const clip = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text);

/** The card of a public game: sport, title, "Sat, Nov 28, 6:00 PM · Austin, TX" in the game's own zone. */
export async function eventShareCard(id: string): Promise<CoverCard | null> {
  const event = await db.event.findFirst({
    where: { id, isPrivate: false },
    select: {
      title: true,
      dateStart: true,
      timeZone: true,
      locationName: true,
      address: true,
      gameType: { select: { label: true } },
    },
  });
  if (!event) return null;
  return eventCoverCard({ ...event, sport: event.gameType?.label ?? null });
}

/**
 * The cover card of a game the caller may show (the share image's, and the game page's cover): the sport, the
 * title, "Sat, Nov 28, 6:00 PM · Zilker Park, Austin, TX" in the game's own zone.
 */
export function eventCoverCard(event: {
  title: string;
  dateStart: Date;
  timeZone: string;
  locationName: string;
  address: string | null;
  sport: string | null;
}): CoverCard {
  const when = dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
  }).format(event.dateStart);
  const place = [event.address, event.locationName].filter(Boolean).join(', ');
  return {
    sport: event.sport,
    eyebrow: event.sport ?? m.game,
    title: clip(event.title),
    tagline: clip(`${when} · ${place}`),
  };
}

/** The card of an organization: its teams' sports, its name, its city. */
export async function organizationShareCard(slug: string): Promise<OgCard | null> {
  const org = await organizationBySlug(slug);
  if (!org) return null;
  const sports = [...new Set(org.teams.map((t) => t.sport).filter((s): s is string => !!s))].slice(0, 3);
  return {
    eyebrow: sports.length ? sports.join(' · ') : m.organization,
    title: clip(org.name),
    tagline: org.city ?? undefined,
  };
}

export const eventShareImagePath = (id: string) => `/og/evt/${encodeURIComponent(id)}`;
/** The cover of a game or a team for a signed-in viewer (private games, teams). */
export const eventCoverPath = (id: string) => `/cover/evt/${encodeURIComponent(id)}`;
export const teamCoverPath = (id: string) => `/cover/team/${encodeURIComponent(id)}`;
export const organizationShareImagePath = (slug: string) => `/og/org/${encodeURIComponent(slug)}`;

/** The og:image / twitter:image entry of a generated card (absolute URL against `base`). */
export const shareImage = (path: string, base: string, title: string) => ({
  url: new URL(path, base).toString(),
  width: 1200,
  height: 630,
  alt: m.alt(title),
  type: 'image/png',
});

/** The cover card of a team the caller may show: its sport, "Soccer · Team", its name, "Austin, TX · 12 members". */
export function teamCoverCard(
  team: { name: string; sport: string | null; kind: TeamKindKey; cityName: string | null },
  memberCount: number,
): CoverCard {
  return {
    sport: team.sport,
    eyebrow: [team.sport, teamUi.kindLabels[team.kind]].filter(Boolean).join(' · '),
    title: clip(team.name),
    tagline: [team.cityName, teamUi.members(memberCount)].filter(Boolean).join(' · '),
  };
}

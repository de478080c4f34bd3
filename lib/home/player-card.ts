import type { Db } from '@/lib/db';
import { userEntitlements } from '@/lib/billing/entitlements';
import { levelsOf, scaleFor } from '@/lib/levels/rules';

/** Registrations shown on a player card: everything but cancelled and declined, latest season first. */
const SHOWN = ['CONFIRMED', 'PENDING', 'WAITLISTED'] as const;

export type PlayerCard = {
  userId: string;
  name: string | null;
  email: string;
  photoUrl: string | null;
  /** The plan's badge (Member Plus, lib/billing/entitlements.ts). */
  memberPlus: boolean;
  registrations: {
    id: string;
    status: (typeof SHOWN)[number];
    teamName: string;
    teamPhotoUrl: string | null;
    seasonLabel: string;
    /** ISO days (YYYY-MM-DD): a season runs on calendar dates, not instants. */
    startDate: string;
    endDate: string;
  }[];
  /** Public skill levels ("Pickleball", "3.5"); a private level stays off the card (issue 32 §3). */
  levels: { sport: string; label: string }[];
  /** Active punch cards with games left (issue 34 §1), soonest to expire first. */
  passes: {
    id: string;
    name: string;
    teamName: string;
    remaining: number;
    games: number;
    /** A season pass: unlimited games until `until` (remaining/games are 0). */
    until: Date | null;
    /** A membership: unlimited games while it lasts (absent for the other kinds). */
    membership?: true;
  }[];
};

/** The viewer's own player card (02 §2 "Player card dialog"), in one query. */
export async function loadPlayerCard(db: Db, userId: string): Promise<PlayerCard | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      displayName: true,
      fullName: true,
      email: true,
      photoUrl: true,
      userSubscription: true,
      playerLevels: {
        where: { private: false },
        orderBy: { gameType: { sortOrder: 'asc' } },
        select: { level: true, gameType: { select: { label: true } } },
      },
      punchCardPasses: {
        where: {
          status: 'ACTIVE',
          AND: [
            { OR: [{ remaining: { gt: 0 } }, { card: { kind: { in: ['SEASON', 'MEMBERSHIP'] } } }] },
            { OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
          ],
        },
        orderBy: [{ expiresAt: { sort: 'asc', nulls: 'last' } }, { paidAt: 'asc' }],
        take: 10,
        select: {
          id: true,
          remaining: true,
          games: true,
          expiresAt: true,
          card: { select: { name: true, kind: true, team: { select: { name: true } } } },
        },
      },
      registrations: {
        where: { status: { in: [...SHOWN] } },
        orderBy: [{ season: { startDate: 'desc' } }, { createdAt: 'desc' }],
        select: {
          id: true,
          status: true,
          team: { select: { name: true, photoUrl: true } },
          season: { select: { label: true, startDate: true, endDate: true } },
        },
      },
    },
  });
  if (!user) return null;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    userId: user.id,
    name: user.displayName || user.fullName || null,
    email: user.email,
    photoUrl: user.photoUrl,
    memberPlus: userEntitlements(user.userSubscription).badge,
    registrations: user.registrations.map((r) => ({
      id: r.id,
      status: r.status as PlayerCard['registrations'][number]['status'],
      teamName: r.team.name,
      teamPhotoUrl: r.team.photoUrl,
      seasonLabel: r.season.label,
      startDate: day(r.season.startDate),
      endDate: day(r.season.endDate),
    })),
    passes: user.punchCardPasses.map((p) => ({
      id: p.id,
      name: p.card.name,
      teamName: p.card.team.name,
      remaining: p.remaining,
      games: p.games,
      until: p.card.kind === 'SEASON' ? p.expiresAt : null,
      ...(p.card.kind === 'MEMBERSHIP' ? { membership: true as const } : {}),
    })),
    levels: user.playerLevels.map((l) => ({
      sport: l.gameType.label,
      label:
        levelsOf(scaleFor(l.gameType.label)).find((o) => o.ordinal === l.level)?.label ??
        String(l.level / 10),
    })),
  };
}

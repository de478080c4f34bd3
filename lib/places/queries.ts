import 'server-only';
import { db } from '@/lib/db';
import type { Bounds } from './schema';
import { placePhotos } from './photos';
import { eventsAtPlace, placesInBounds, recentCheckIns } from './service';
import { todayIn } from '@/lib/availability/rules';

// What the places pages and the bounds route read.

export const placesIn = (bounds: Bounds) => placesInBounds(db, bounds);

const placeSelect = {
  id: true,
  name: true,
  address: true,
  description: true,
  sports: true,
  surface: true,
  openingNotes: true,
  photoUrls: true,
  lat: true,
  lng: true,
  createdById: true,
} as const;

/** A place by id, or null for an unknown (or malformed) id. */
export async function placeById(id: string) {
  if (!id || id.length > 64) return null;
  return db.place.findUnique({ where: { id }, select: placeSelect });
}

/** places/view/{id}: the place, its upcoming games, recent check-ins and the viewer's check-in today. */
export async function placePage(viewer: { id: string; isAdmin: boolean; timeZone: string }, id: string) {
  const place = await placeById(id);
  if (!place) return null;
  const [events, checkIns, mine] = await Promise.all([
    eventsAtPlace(db, viewer.id, place.id),
    recentCheckIns(db, viewer.id, place.id),
    db.placeCheckIn.findFirst({
      where: { placeId: place.id, userId: viewer.id, day: new Date(todayIn(viewer.timeZone)) },
      select: { id: true },
    }),
  ]);
  return {
    place,
    events,
    checkIns,
    checkedInToday: Boolean(mine),
    canEdit: viewer.isAdmin || place.createdById === viewer.id,
  };
}
export type PlacePageView = NonNullable<Awaited<ReturnType<typeof placePage>>>;

/** places/edit/{id}: the place when the viewer may edit it (creator or administrator). */
export async function editablePlace(viewer: { id: string; isAdmin: boolean }, id: string) {
  const place = await placeById(id);
  if (!place || !(viewer.isAdmin || place.createdById === viewer.id)) return null;
  return place;
}

/** The sports a place can list: the game types' labels. */
export async function sportOptions(): Promise<string[]> {
  const rows = await db.gameType.findMany({ select: { label: true }, orderBy: { label: 'asc' } });
  return rows.map((r) => r.label);
}

/** places/edit/{id}: the photos of a place the page already found editable (see editablePlace). */
export const editablePlacePhotos = (placeId: string) => placePhotos(db, placeId);

import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import { listAlternateEmails } from './alternate-emails';
import { gameTypes, loadPublicProfile, personGenders, profileFormData, userSports } from './service';

// A user's public profile as the viewer may see it; null answers "not found" (unknown, incomplete, or
// blocked in either direction).
export const publicProfile = cache((viewerId: string, userId: string) =>
  loadPublicProfile(db, viewerId, userId),
);

/** The viewer's go-to city, or null when none is set. */
export async function goToCity(viewerId: string) {
  const user = await db.user.findUnique({
    where: { id: viewerId },
    select: { cityName: true, cityLat: true, cityLng: true },
  });
  return user && user.cityLat !== null && user.cityLng !== null
    ? { name: user.cityName ?? '', lat: user.cityLat, lng: user.cityLng }
    : null;
}

/** The profile form's values, and the choices it offers. */
export const profileForm = (userId: string) => profileFormData(db, userId);
export const gameTypeOptions = () => gameTypes(db);
export const genderOptions = () => personGenders(db);
/** The viewer's sports with their availability toggles (settings). */
export const sportsOf = (userId: string) => userSports(db, userId);
export const alternateEmailsOf = (userId: string) => listAlternateEmails(db, userId);

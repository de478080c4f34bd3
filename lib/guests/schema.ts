import { z } from 'zod';
import { guestUi as m } from '@/lib/messages/places';

const id = z.string().trim().min(1).max(64);

const guestName = z.string().trim().min(1, { error: m.nameRequired }).max(80, { error: m.nameRequired });
const guestEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: m.emailInvalid }).max(254, { error: m.emailInvalid }));

/** A host adds a guest (no account) to a game by name and e-mail. */
export const addGuestSchema = z.object({ eventId: id, name: guestName, email: guestEmail });
export type AddGuestInput = z.input<typeof addGuestSchema>;

/** A host removes a guest from a game. */
export const removeGuestSchema = z.object({ eventId: id, guestUserId: id });
/** The guest's record deleted on request (by whoever added it). */
export const deleteGuestSchema = z.object({ guestUserId: id });

/** A team's owner, admin or manager adds a guest (no account) to the roster by name and e-mail. */
export const addRosterGuestSchema = z.object({ teamId: id, name: guestName, email: guestEmail });
export type AddRosterGuestInput = z.input<typeof addRosterGuestSchema>;

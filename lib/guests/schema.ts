import { z } from 'zod';
import { guestUi as m } from '@/lib/messages/places';

const id = z.string().trim().min(1).max(64);

/** A host adds a guest (no account) to a game by name and e-mail. */
export const addGuestSchema = z.object({
  eventId: id,
  name: z.string().trim().min(1, { error: m.nameRequired }).max(80, { error: m.nameRequired }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: m.emailInvalid }).max(254, { error: m.emailInvalid })),
});
export type AddGuestInput = z.input<typeof addGuestSchema>;

/** A host removes a guest from a game. */
export const removeGuestSchema = z.object({ eventId: id, guestUserId: id });
/** The guest's record deleted on request (by whoever added it). */
export const deleteGuestSchema = z.object({ guestUserId: id });

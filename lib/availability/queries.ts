import 'server-only';
import { db } from '@/lib/db';
import { loadAvailabilityEditor, visibleAvailability } from './service';

/** The signed-in user's own availability, for the editor. */
export const availabilityEditorData = (viewerId: string) => loadAvailabilityEditor(db, viewerId);

/** `ownerId`'s schedule if `viewerId` passes the visibility rule, else null. */
export const profileAvailability = (viewerId: string, ownerId: string) =>
  visibleAvailability(db, viewerId, ownerId);

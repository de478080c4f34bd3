import 'server-only';
import { db } from '@/lib/db';
import { listFamily } from './service';

/** The viewer's family links (settings). */
export const familyOf = (userId: string) => listFamily(db, userId);

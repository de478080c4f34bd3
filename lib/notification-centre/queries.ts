import 'server-only';
import { db } from '@/lib/db';
import { listNotifications } from './service';

/** The viewer's notification centre. */
export const notificationsOf = (userId: string) => listNotifications(db, userId);

import 'server-only';
import { db } from '@/lib/db';
import { isOnlineFor } from './service';

export const onlineFor = (viewerId: string, userId: string) => isOnlineFor(db, viewerId, userId);

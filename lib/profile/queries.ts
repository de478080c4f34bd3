import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import { loadPublicProfile } from './service';

// A user's public profile as the viewer may see it; null answers "not found" (unknown, incomplete, or
// blocked in either direction).
export const publicProfile = cache((viewerId: string, userId: string) =>
  loadPublicProfile(db, viewerId, userId),
);

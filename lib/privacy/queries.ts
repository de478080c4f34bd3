import 'server-only';
import { db } from '@/lib/db';
import { profilePrivacyData } from './profile';

/** The privacy-governed part of a profile as the viewer may see it (null when blocked either way). */
export const profilePrivacy = (viewerId: string, ownerId: string) =>
  profilePrivacyData(db, viewerId, ownerId);

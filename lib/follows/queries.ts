import 'server-only';
import { db } from '@/lib/db';
import { followedHosts, hostPage } from './service';

/** Hosts the viewer follows (subscriptions) and one host's page (subscriptions/{hostId}). */
export const followedHostsOf = (viewerId: string) => followedHosts(db, viewerId);
export const followedHostPage = (viewerId: string, hostId: string) => hostPage(db, viewerId, hostId);

import 'server-only';
import { db } from '@/lib/db';
import { findSubCandidates, invitationStatus, loadSubSettings, sentInvitations } from './service';

// What pages read for Find a sub, always scoped to the viewer.

/** The players the viewer (host or co-host) may ask to sub in a game, or not-found. */
export const subCandidates = (viewerId: string, eventId: string, radiusMiles: number) =>
  findSubCandidates(db, viewerId, { eventId, radiusMiles });

/** The invitations of a game the viewer manages (null: not theirs). */
export const subInvitationsOf = (viewerId: string, eventId: string) => sentInvitations(db, viewerId, eventId);

/** The viewer's invitation status per game, for the notification centre and the game page. */
export const viewerSubInvitations = (viewerId: string, eventIds: string[]) =>
  invitationStatus(db, viewerId, eventIds);

/** The viewer's own sub request settings. */
export const subSettings = (viewerId: string) => loadSubSettings(db, viewerId);

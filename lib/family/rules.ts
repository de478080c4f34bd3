import type { FamilyRelation } from '@/lib/messages';

// Pure family-connection rules (no I/O).

export const FAMILY_ID_PREFIX = 'fm_';
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const AGE = { min: 1, max: 120 } as const;
export const MAX_NEW_ROWS = 20;
export const FAMILY_REQUEST_TYPE = 'FAMILY_CONNECTION_REQUEST';
export const FAMILY_ACCEPTED_TYPE = 'FAMILY_CONNECTION_ACCEPTED';
export const FAMILY_REJECTED_TYPE = 'FAMILY_CONNECTION_REJECTED';

type DbRelation = 'PARENT' | 'CHILD' | 'SPOUSE' | 'SIBLING' | 'GUARDIAN' | 'OTHER';

export const toDbRelation = (relation: FamilyRelation) => relation.toUpperCase() as DbRelation;
export const fromDbRelation = (relation: DbRelation) => relation.toLowerCase() as FamilyRelation;

/**
 * What the requester is to the recipient, given what the recipient is to the requester: my parent has me
 * as a child; the child or ward of a guardian sees a parent-like "guardian" only from one side, so a
 * guardian's counterpart is a child. Spouse, sibling and other are symmetric.
 */
export function reciprocalRelation(relation: FamilyRelation): FamilyRelation {
  switch (relation) {
    case 'parent':
    case 'guardian':
      return 'child';
    case 'child':
      return 'parent';
    default:
      return relation;
  }
}

/** Input with @ is an e-mail search, anything else a user id. Shorter than 3 characters: no search. */
export function searchKind(query: string): 'email' | 'id' | null {
  const trimmed = query.trim();
  if (trimmed.length < USER_SEARCH_MIN_CHARS) return null;
  return trimmed.includes('@') ? 'email' : 'id';
}

/** "Send Request" when a new row is a platform user (a request goes out), otherwise "Save Changes". */
export function sendsRequest(rows: readonly { isPlatformUser: boolean | null }[]): boolean {
  return rows.some((row) => row.isPlatformUser === true);
}

/** A connection from the point of view of one of its two users. */
export type FamilyView = {
  id: string;
  name: string;
  relation: FamilyRelation;
  pending: boolean;
  /** The other person's user id when they are a platform user. */
  userId: string | null;
  sentByMe: boolean;
};

type ConnectionRow = {
  id: string;
  requesterId: string;
  recipientId: string | null;
  requesterName: string;
  recipientName: string;
  requesterRelation: DbRelation;
  recipientRelation: DbRelation;
  status: 'PENDING' | 'ACCEPTED';
};

/**
 * The card's list for `viewerId`: the requests it sent (pending or accepted) and the accepted ones it
 * received. Received pending requests are answered from the notifications page and are not listed.
 */
export function familyViewFor(viewerId: string, rows: readonly ConnectionRow[]): FamilyView[] {
  const list: FamilyView[] = [];
  for (const row of rows) {
    if (row.requesterId === viewerId) {
      list.push({
        id: row.id,
        name: row.recipientName,
        relation: fromDbRelation(row.requesterRelation),
        pending: row.status === 'PENDING',
        userId: row.recipientId,
        sentByMe: true,
      });
    } else if (row.recipientId === viewerId && row.status === 'ACCEPTED') {
      list.push({
        id: row.id,
        name: row.requesterName,
        relation: fromDbRelation(row.recipientRelation),
        pending: false,
        userId: row.requesterId,
        sentByMe: false,
      });
    }
  }
  return list;
}

import 'server-only';
import type { Db } from '@/lib/db';
import { activeRosterWhere } from '@/lib/access/membership-where';
import { isBlockedBetween } from '@/lib/access/blocks';
import { limits, takeAll } from '@/lib/rate-limit';
import { windowState } from './rules';
import { mayParticipate, readableFormWhere } from './access';

// Files uploaded into a form's file fields: stored for forms that take answers, read back by uploader and owner.

const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'application/pdf': (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

export type UploadResult =
  | { status: 'uploaded'; id: string; name: string }
  | { status: 'notFound' | 'denied' | 'wrongType' | 'tooLarge' | 'closed' | 'full' | 'tooMany' };

/** Stores one upload for a file field of a form the viewer may fill in (its type checked by its first bytes). */
export async function uploadFormFile(
  db: Db,
  viewerId: string,
  input: { formId: string; name: string; type: string; bytes: Uint8Array },
  maxBytes: number,
  now = new Date(),
): Promise<UploadResult> {
  const form = await db.form.findUnique({
    where: { id: input.formId },
    select: {
      id: true,
      ownerId: true,
      teamId: true,
      audience: true,
      opensAt: true,
      closesAt: true,
      closed: true,
      capacity: true,
      _count: { select: { submissions: true } },
    },
  });
  // Blocked either way with the owner: the form does not exist for them, not even to fill in for a ward.
  if (!form || (await isBlockedBetween(db, form.ownerId, viewerId))) return { status: 'notFound' };
  if (!(await mayParticipate(db, form, viewerId)) && !(await mayFillForAnyWard(db, form, viewerId)))
    return { status: 'denied' };
  // Files are kept only for a form that takes answers now, and at most a day's worth per uploader.
  const state = windowState(form, now, form._count.submissions);
  if (state === 'full') return { status: 'full' };
  if (state !== 'open') return { status: 'closed' };
  if (input.bytes.byteLength > maxBytes) return { status: 'tooLarge' };
  const check = MAGIC[input.type];
  if (!check || !check(input.bytes)) return { status: 'wrongType' };
  if (!(await takeAll(db, limits.formUploads(viewerId)))) return { status: 'tooMany' };
  const name = input.name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'file';
  const file = await db.formFile.create({
    data: {
      formId: form.id,
      uploaderId: viewerId,
      name,
      contentType: input.type,
      size: input.bytes.byteLength,
      bytes: Buffer.from(input.bytes),
    },
    select: { id: true, name: true },
  });
  return { status: 'uploaded', id: file.id, name: file.name };
}

async function mayFillForAnyWard(
  db: Db,
  form: { ownerId: string; teamId: string | null; audience: 'ANYONE' | 'TEAM_MEMBERS' },
  viewerId: string,
) {
  if (!form.teamId) return false;
  const member = await db.team.findFirst({
    where: {
      id: form.teamId,
      roster: {
        some: {
          ...activeRosterWhere,
          user: {
            OR: [
              {
                familyRequested: {
                  some: {
                    recipientId: viewerId,
                    status: 'ACCEPTED',
                    requesterRelation: { in: ['PARENT', 'GUARDIAN'] },
                  },
                },
              },
              {
                familyReceived: {
                  some: {
                    requesterId: viewerId,
                    status: 'ACCEPTED',
                    recipientRelation: { in: ['PARENT', 'GUARDIAN'] },
                  },
                },
              },
            ],
          },
        },
      },
    },
    select: { id: true },
  });
  return member !== null;
}

/** A file for download: to its uploader and to those who may read the form's submissions. */
export function formFileFor(db: Db, viewerId: string, fileId: string) {
  return db.formFile.findFirst({
    where: { id: fileId, OR: [{ uploaderId: viewerId }, { form: readableFormWhere(viewerId) }] },
    select: { name: true, contentType: true, bytes: true },
  });
}

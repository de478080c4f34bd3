import 'server-only';
import type { Db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
import { avatarVersion, resizeAvatar, type AvatarUpload } from '@/lib/profile/avatar';
import { organizationWhereAdmin } from './service';

// Organization logos go the avatars' way (lib/profile/avatar.ts): type checked against the bytes, cropped to a
// 512px square WebP, kept in PostgreSQL. Unlike team photos they are public (org/{slug} is a public page).

export const organizationLogoUrl = (organizationId: string, updatedAt: Date) =>
  `/api/organization-logos/${encodeURIComponent(organizationId)}?v=${avatarVersion(updatedAt)}`;

/** Replaces the logo (owner and admins); null when the organization is not the viewer's to edit. */
export async function storeOrganizationLogo(
  db: Db,
  viewerId: string,
  organizationId: string,
  upload: AvatarUpload,
): Promise<ActionResult<{ logoUrl: string; slug: string }> | null> {
  const org = await db.organization.findFirst({
    where: organizationWhereAdmin(organizationId, viewerId),
    select: { id: true, slug: true },
  });
  if (!org) return null;
  const resized = await resizeAvatar(upload);
  if (resized === 'type') return fail(profileMessages.avatarTypeError);
  if (resized === 'size') return fail(profileMessages.avatarSizeError);
  const logoUrl = await db.$transaction(async (tx) => {
    const bytes = new Uint8Array(resized);
    const saved = await tx.organizationLogo.upsert({
      where: { organizationId: org.id },
      create: { organizationId: org.id, contentType: 'image/webp', bytes },
      update: { contentType: 'image/webp', bytes },
      select: { updatedAt: true },
    });
    const url = organizationLogoUrl(org.id, saved.updatedAt);
    await tx.organization.update({ where: { id: org.id }, data: { logoUrl: url } });
    return url;
  });
  return ok({ logoUrl, slug: org.slug });
}

export function readOrganizationLogo(db: Db, organizationId: string) {
  return db.organizationLogo.findUnique({
    where: { organizationId },
    select: { bytes: true, contentType: true, updatedAt: true },
  });
}

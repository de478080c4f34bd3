import { z } from 'zod';
import {
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_LINKS_MAX,
  ORGANIZATION_NAME_MAX,
  organizationManageUi as m,
} from '@/lib/messages/organizations';
import { emailSchema } from '@/lib/teams/schema';

// Organizations: the forms' schemas and the actions' (zodResolver on organizations/new and the manage page).

const id = z.string().trim().min(1).max(64);

/** A slug of org/{slug}: 3–60 lower-case letters, digits and inner dashes. */
export const organizationSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/, { error: m.slugInvalid })
  .refine((v) => !v.includes('--'), { error: m.slugInvalid });

/** A suggested slug for a name ("FC Lakeside 1904" → "fc-lakeside-1904"). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

const LINK = /^https?:\/\/[^\s"'<>]+\.[^\s"'<>]+$/i;

/** The links textarea: one http(s) link per line, blank lines ignored; one message for the whole field. */
export const linksSchema = z
  .string()
  .max(ORGANIZATION_LINKS_MAX * 310, { error: m.tooManyLinks })
  .transform((text, ctx) => {
    const links = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (links.length > ORGANIZATION_LINKS_MAX) ctx.addIssue({ code: 'custom', message: m.tooManyLinks });
    else if (links.some((l) => l.length > 300 || !LINK.test(l)))
      ctx.addIssue({ code: 'custom', message: m.linkInvalid });
    return links;
  });

export const organizationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: m.nameRequired })
    .max(ORGANIZATION_NAME_MAX, { error: m.nameTooLong }),
  slug: organizationSlugSchema,
  description: z.string().trim().max(ORGANIZATION_DESCRIPTION_MAX, { error: m.descriptionTooLong }),
  links: linksSchema,
});
export type OrganizationInput = z.input<typeof organizationSchema>;
export type OrganizationValues = z.output<typeof organizationSchema>;

export const updateOrganizationSchema = organizationSchema.extend({ organizationId: id });
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

export const organizationIdSchema = z.object({ organizationId: id });
export const organizationTeamSchema = z.object({ organizationId: id, teamId: id });

/** A team page link (…/team/{id}) or a bare id, as pasted into "Ask to add". */
export const teamLinkSchema = z.object({
  organizationId: id,
  link: z
    .string()
    .trim()
    .min(1, { error: m.teamLinkInvalid })
    .max(300, { error: m.teamLinkInvalid })
    .transform((value, ctx) => {
      const match = /(?:^|\/team\/)([A-Za-z0-9_-]{6,64})\/?(?:[?#].*)?$/.exec(value);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: m.teamLinkInvalid });
        return z.NEVER;
      }
      return match[1];
    }),
});
export type TeamLinkInput = z.input<typeof teamLinkSchema>;

export const addAdminSchema = z.object({ organizationId: id, email: emailSchema });
export type AddAdminInput = z.input<typeof addAdminSchema>;
export const removeAdminSchema = z.object({ organizationId: id, userId: id });
export const respondTeamRequestSchema = z.object({
  organizationId: id,
  teamId: id,
  accept: z.boolean(),
});

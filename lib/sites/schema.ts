import { z } from 'zod';
import { domainUi, siteMessages, siteUi as m } from '@/lib/messages/sites';

// The site builder's inputs: the forms (zodResolver) and the actions parse with these same schemas. Page
// content is Puck Data, which is user-controlled JSON, so it is parsed block by block: only known block
// types, each with bounded props; anything else is refused before it is stored.

export const PUCK_VERSION = '0.23.0';
export const MAX_PAGES = 30;
export const MAX_BLOCKS = 60;
export const MAX_DOMAINS = 5;
/** Paths of the product that a page address may not shadow on a custom domain (proxy.ts). */
export const RESERVED_SLUGS = ['form', 'user-onboarding', 'api', 'site', 'auth'] as const;

const id = z.string().trim().min(1).max(64);
/** A website id; missing or empty reads 'No website ID found' (spec 02 §8). */
const siteId = z
  .string({ error: siteMessages.noWebsiteId })
  .trim()
  .min(1, { error: siteMessages.noWebsiteId })
  .max(64, { error: siteMessages.noWebsiteId });
const title = z.string().trim().min(1, { error: m.titleRequired }).max(80, { error: m.titleTooLong });
const short = (max: number) => z.string().trim().max(max).default('');

/** '' or an https:// address (images, logos). */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/i.test(v), { error: m.urlInvalid })
  .default('');
/** '' or an http(s):// address or a path on the same site (links); never javascript: and the like. */
export const linkUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/i.test(v) || /^\/(?!\/)[^\s"'<>]*$/.test(v), {
    error: m.linkInvalid,
  })
  .default('');
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: m.colorInvalid });

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, { error: m.slugInvalid })
  .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), { error: m.slugReserved });

export const DEFAULT_THEME = { primaryColor: '#1d4ed8', accentColor: '#f59e0b' };

/** Title, logos and colours (site/build and the editor's site settings). */
export const siteSettingsFields = {
  title,
  primaryLogo: imageUrl,
  secondaryLogo: imageUrl,
  primaryColor: color,
  accentColor: color,
};

export const createSiteSchema = z
  .object({
    ...siteSettingsFields,
    owner: z.enum(['none', 'team', 'organization']).default('none'),
    teamId: z.string().trim().max(64).default(''),
    organizationId: z.string().trim().max(64).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.owner === 'team' && !v.teamId)
      ctx.addIssue({ code: 'custom', path: ['teamId'], message: m.teamNotFound });
    if (v.owner === 'organization' && !v.organizationId)
      ctx.addIssue({ code: 'custom', path: ['organizationId'], message: m.organizationNotFound });
  });
export type CreateSiteInput = z.input<typeof createSiteSchema>;
export type CreateSite = z.output<typeof createSiteSchema>;

export const siteIdSchema = z.object({ siteId });
export const updateSiteSettingsSchema = z.object({ siteId, ...siteSettingsFields });
export type UpdateSiteSettingsInput = z.input<typeof updateSiteSettingsSchema>;

/** Page settings: title, address, search description, navigation (add page / page settings dialogs). */
export const pageMetaFields = {
  title,
  slug: slugSchema,
  seoDescription: z.string().trim().max(160, { error: m.seoTooLong }).default(''),
  inNav: z.boolean().default(true),
};
export const addPageSchema = z.object({ siteId, ...pageMetaFields });
export type AddPageInput = z.input<typeof addPageSchema>;
/** Pages are named by their current address: the draft is a copy, so its page ids differ from the published ones. */
export const updatePageSchema = z.object({
  siteId,
  currentSlug: z.string().trim().min(1).max(60),
  ...pageMetaFields,
});
export type UpdatePageInput = z.input<typeof updatePageSchema>;
export const pageRefSchema = z.object({ siteId, slug: z.string().trim().min(1).max(60) });
export const movePageSchema = pageRefSchema.extend({ direction: z.enum(['up', 'down']) });

// ── Blocks (Puck components) ──────────────────────────────────────────────────────────────────────────
const blockId = z.string().trim().min(1).max(100);
export const blockProps = {
  Hero: z.object({
    heading: short(120),
    subheading: short(300),
    ctaLabel: short(40),
    ctaHref: linkUrl,
    imageUrl,
  }),
  Text: z.object({ heading: short(120), body: short(5000) }),
  Image: z.object({ src: imageUrl, alt: short(200), caption: short(200) }),
  TeamRoster: z.object({ heading: short(120), teamId: short(64) }),
  UpcomingEvents: z.object({
    heading: short(120),
    teamId: short(64),
    limit: z.coerce.number().int().min(1).max(12).default(6),
  }),
  RegistrationForm: z.object({
    heading: short(120),
    description: short(1000),
    formId: short(64),
    buttonLabel: short(40),
  }),
  Contact: z.object({
    heading: short(120),
    email: z.union([z.literal(''), z.email().max(254)]).default(''),
    phone: short(40),
    address: short(300),
  }),
  Map: z.object({
    heading: short(120),
    address: short(300),
    lat: z.coerce.number().min(-90).max(90).default(0),
    lng: z.coerce.number().min(-180).max(180).default(0),
  }),
} as const;
export type BlockType = keyof typeof blockProps;
export const BLOCK_TYPES = Object.keys(blockProps) as BlockType[];
export type BlockPropsOf<T extends BlockType> = z.output<(typeof blockProps)[T]>;

const blockSchema = z.discriminatedUnion(
  'type',
  BLOCK_TYPES.map((type) =>
    z.object({ type: z.literal(type), props: blockProps[type].extend({ id: blockId }) }),
  ) as unknown as [z.ZodObject<{ type: z.ZodLiteral<BlockType>; props: z.ZodObject }>],
);
export type Block = { type: BlockType; props: Record<string, unknown> & { id: string } };

export const pageDataSchema = z.object({
  root: z.object({
    props: z
      .object({
        title: z.string().trim().max(80).default(''),
        seoDescription: z.string().trim().max(160).default(''),
      })
      .default({ title: '', seoDescription: '' }),
  }),
  content: z.array(blockSchema).max(MAX_BLOCKS),
});
export type PageData = { root: { props: { title: string; seoDescription: string } }; content: Block[] };

export const savePageSchema = z.object({
  siteId,
  slug: z.string().trim().min(1).max(60),
  data: pageDataSchema,
});
export type SavePageInput = z.input<typeof savePageSchema>;

/** Reads stored page content; anything that does not parse renders as an empty page rather than failing. */
export function readPageData(value: unknown, fallbackTitle: string): PageData {
  const parsed = pageDataSchema.safeParse(value);
  if (parsed.success) return parsed.data as PageData;
  return { root: { props: { title: fallbackTitle, seoDescription: '' } }, content: [] };
}

// ── Custom domains ───────────────────────────────────────────────────────────────────────────────────
/** A host name as visitors type it: lower case, no scheme, port, path or trailing dot; at least two labels. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) =>
    v
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .max(253, { error: domainUi.invalid })
      .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
        error: domainUi.invalid,
      }),
  );
export const addDomainSchema = z.object({ siteId, hostname: hostnameSchema });
export type AddDomainInput = z.input<typeof addDomainSchema>;
export const domainIdSchema = z.object({ domainId: id });

/** The TXT record that proves a domain: its name and the value it must hold. */
export const CHALLENGE_PREFIX = '_beans-challenge';
export const challengeRecord = (hostname: string, token: string) => ({
  name: `${CHALLENGE_PREFIX}.${hostname}`,
  value: `beans-site-verification=${token}`,
});

import { z } from 'zod';
import { pickedCitySchema, type PickedCity } from '@/lib/geo/city';
import { ambassadorUi, teamUi as m } from '@/lib/messages/teams';
import { ASSIGNABLE_ROLES, TEAM_ROLES } from './rules';

export const TEAM_KINDS = ['TEAM', 'COMMUNITY', 'LEAGUE'] as const;
export const JOIN_POLICIES = ['OPEN', 'REQUEST', 'INVITE_ONLY'] as const;
export const MAX_INVITES = 50;
export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 2000;

const id = z.string().trim().min(1).max(64);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/** One person to invite: a platform user (picked in the user search) or an e-mail address. */
export const inviteeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: id, label: z.string().max(200) }),
  z.object({ kind: z.literal('email'), email: emailSchema }),
]);
export type Invitee = z.infer<typeof inviteeSchema>;

/**
 * Create a team, community or league (teams/create, start/community): the progressive form's schema
 * (zodResolver, step by step) and the action's.
 */
export const createTeamSchema = z.object({
  kind: z.enum(TEAM_KINDS),
  name: z.string().trim().min(1, { error: m.nameRequired }).max(TEAM_NAME_MAX, { error: m.nameTooLong }),
  gameTypeId: z.string().trim().min(1, { error: m.sportRequired }).max(64, { error: m.sportUnknown }),
  city: pickedCitySchema.nullable().transform((city, ctx) => {
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: m.cityRequired });
    return z.NEVER;
  }),
  description: z.string().trim().max(TEAM_DESCRIPTION_MAX, { error: m.descriptionTooLong }),
  joinPolicy: z.enum(JOIN_POLICIES),
  invitees: z.array(inviteeSchema).max(MAX_INVITES, { error: m.tooManyInvites }),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
export type CreateTeamValues = z.output<typeof createTeamSchema>;

/** The form's fields of each step, in order (the photo step has none: the file is uploaded after creation). */
export const CREATE_STEPS = [
  { key: 'kind', fields: ['kind'] },
  { key: 'name', fields: ['name'] },
  { key: 'sport', fields: ['gameTypeId'] },
  { key: 'city', fields: ['city'] },
  { key: 'photo', fields: [] },
  { key: 'description', fields: ['description'] },
  { key: 'policy', fields: ['joinPolicy'] },
  { key: 'invite', fields: ['invitees'] },
] as const satisfies readonly { key: string; fields: readonly (keyof CreateTeamInput)[] }[];

/** The wizard's first values; the home city starts as the owner's go-to city when they have one. */
export const createTeamDefaults = (
  kind: (typeof TEAM_KINDS)[number],
  homeCity: PickedCity | null = null,
): CreateTeamInput => ({
  kind,
  name: '',
  gameTypeId: '',
  city: homeCity,
  description: '',
  joinPolicy: kind === 'COMMUNITY' ? 'OPEN' : 'INVITE_ONLY',
  invitees: [],
});

export const teamIdSchema = z.object({ teamId: id });

/** Team settings (owners and admins): the create form's details, changed later. */
export const editTeamSchema = createTeamSchema
  .pick({ name: true, gameTypeId: true, city: true, description: true, joinPolicy: true })
  .extend({ teamId: id });
export type EditTeamInput = z.input<typeof editTeamSchema>;
export type EditTeamValues = z.output<typeof editTeamSchema>;

/** Invite one person from the team page. */
export const inviteSchema = z.object({
  teamId: id,
  invitee: inviteeSchema,
  role: z.enum(ASSIGNABLE_ROLES),
});
export type InviteInput = z.input<typeof inviteSchema>;

export const respondInvitationSchema = z.object({ teamId: id, accept: z.boolean() });
export const respondRequestSchema = z.object({ teamId: id, entryId: id, approve: z.boolean() });
export const entrySchema = z.object({ teamId: id, entryId: id });
export const changeRoleSchema = z.object({ teamId: id, entryId: id, role: z.enum(TEAM_ROLES) });

// ───────────────────────────── Discussions ─────────────────────────────

export const TOPIC_NAME_MAX = 60;
export const THREAD_TITLE_MAX = 120;
export const POST_BODY_MAX = 5000;

const body = z.string().trim().min(1, { error: m.bodyRequired }).max(POST_BODY_MAX, { error: m.bodyTooLong });

/** Managers add a topic to their team's discussions. */
export const createTopicSchema = z.object({
  teamId: id,
  name: z
    .string()
    .trim()
    .min(1, { error: m.topicNameRequired })
    .max(TOPIC_NAME_MAX, { error: m.topicNameTooLong }),
});
export type CreateTopicInput = z.input<typeof createTopicSchema>;

/** A member starts a discussion, optionally under one of the team's topics ('' for none). */
export const createThreadSchema = z.object({
  teamId: id,
  topicId: z.string().trim().max(64),
  title: z
    .string()
    .trim()
    .min(1, { error: m.titleRequired })
    .max(THREAD_TITLE_MAX, { error: m.titleTooLong }),
  body,
});
export type CreateThreadInput = z.input<typeof createThreadSchema>;

/** A member replies to a discussion. */
export const replySchema = z.object({ teamId: id, threadId: id, body });
export type ReplyInput = z.input<typeof replySchema>;

// ───────────────────────────── Seasons and registrations ─────────────────────────────

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid });

/** Managers add a season (label, first and last day), optionally opening registration at once. */
export const createSeasonSchema = z
  .object({
    teamId: id,
    label: z
      .string()
      .trim()
      .min(1, { error: m.seasonLabelRequired })
      .max(60, { error: m.seasonLabelTooLong }),
    startDate: isoDate,
    endDate: isoDate,
    registrationOpen: z.boolean(),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: m.endBeforeStart });
export type CreateSeasonInput = z.input<typeof createSeasonSchema>;

export const seasonRegistrationSchema = z.object({ teamId: id, seasonId: id, open: z.boolean() });
export const SEASON_GROUP_NAME_MAX = 40;
/** Managers group a season's players (divisions, age groups): a group's name. */
export const addSeasonGroupSchema = z.object({
  teamId: id,
  seasonId: id,
  name: z
    .string()
    .trim()
    .min(1, { error: m.seasonGroupNameRequired })
    .max(SEASON_GROUP_NAME_MAX, { error: m.seasonGroupNameTooLong(SEASON_GROUP_NAME_MAX) }),
});
export type AddSeasonGroupInput = z.input<typeof addSeasonGroupSchema>;
export const removeSeasonGroupSchema = z.object({ teamId: id, groupId: id });
/** Register the viewer (userId = their own id) or a family member they are guardian of. */
export const registerSchema = z.object({ teamId: id, seasonId: id, userId: id });
export const decideRegistrationSchema = z.object({
  teamId: id,
  registrationId: id,
  status: z.enum(['CONFIRMED', 'DECLINED', 'WAITLISTED']),
});

// ───────────────────────────── Finding teams ─────────────────────────────

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_RADII = [10, 25, 50, 100] as const;

/**
 * The directory's filters (teams-v3, leagues), read from the URL of its GET form. A value that does not
 * parse falls back to its default instead of failing the page.
 */
export const directoryFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  sport: z.string().trim().min(1).max(64).optional().catch(undefined),
  radius: z.coerce
    .number()
    .int()
    .refine((n) => (DIRECTORY_RADII as readonly number[]).includes(n))
    .default(50)
    .catch(50),
  page: z.coerce.number().int().min(1).max(500).default(1).catch(1),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  place: z.string().trim().min(1).max(120).optional().catch(undefined),
});
export type DirectoryFilters = z.output<typeof directoryFilterSchema>;

// ───────────────────────────── External teams ─────────────────────────────

export const EXTERNAL_NAME_MAX = 80;

/** A manager adds an opponent that is not on the platform, by name (external-teams). */
export const addExternalTeamSchema = z.object({
  teamId: id,
  name: z
    .string()
    .trim()
    .min(1, { error: m.external.nameRequired })
    .max(EXTERNAL_NAME_MAX, { error: m.external.nameTooLong }),
});
export type AddExternalTeamInput = z.input<typeof addExternalTeamSchema>;

export const removeExternalTeamSchema = z.object({ teamId: id, externalTeamId: id });

// ───────────────────────────── Ambassadors ─────────────────────────────

export const AMBASSADOR_WHY_MIN = 20;
export const AMBASSADOR_WHY_MAX = 1000;
export const AMBASSADOR_SPORTS_MAX = 5;

/** start/ambassador: city, sports and why (the form's schema and the action's). */
export const ambassadorSchema = z.object({
  city: pickedCitySchema.nullable().transform((city, ctx) => {
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: ambassadorUi.cityRequired });
    return z.NEVER;
  }),
  sports: z
    .array(id)
    .min(1, { error: ambassadorUi.sportsRequired })
    .max(AMBASSADOR_SPORTS_MAX, { error: ambassadorUi.tooManySports(AMBASSADOR_SPORTS_MAX) }),
  why: z
    .string()
    .trim()
    .min(AMBASSADOR_WHY_MIN, { error: ambassadorUi.whyTooShort(AMBASSADOR_WHY_MIN) })
    .max(AMBASSADOR_WHY_MAX, { error: ambassadorUi.whyTooLong(AMBASSADOR_WHY_MAX) }),
});
export type AmbassadorInput = z.input<typeof ambassadorSchema>;

export const AMBASSADOR_MESSAGE_MAX = 1000;

/** admin/ambassadors: approve or decline a pending application with a message to the applicant. */
export const ambassadorDecisionSchema = z.object({
  applicationId: id,
  decision: z.enum(['approved', 'declined']),
  message: z
    .string()
    .trim()
    .min(1, { error: ambassadorUi.messageRequired })
    .max(AMBASSADOR_MESSAGE_MAX, { error: ambassadorUi.messageTooLong(AMBASSADOR_MESSAGE_MAX) }),
});
export type AmbassadorDecisionInput = z.input<typeof ambassadorDecisionSchema>;
export type AmbassadorDecisionValues = z.output<typeof ambassadorDecisionSchema>;
export type AmbassadorValues = z.output<typeof ambassadorSchema>;

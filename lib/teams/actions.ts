'use server';

import { db } from '@/lib/db';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { refreshOrganizationPages } from '@/lib/organizations/cache';
import { commonMessages, deletionMessages } from '@/lib/messages';
import { ambassadorUi, teamUi as m } from '@/lib/messages/teams';
import { TEAM_INVITES_PER_DAY } from '@/lib/rate-limit';
import {
  changeRoleSchema,
  createTeamSchema,
  editTeamSchema,
  createSeasonSchema,
  createThreadSchema,
  decideRegistrationSchema,
  registerSchema,
  seasonRegistrationSchema,
  createTopicSchema,
  replySchema,
  entrySchema,
  inviteSchema,
  respondInvitationSchema,
  respondRequestSchema,
  teamIdSchema,
  addExternalTeamSchema,
  removeExternalTeamSchema,
  ambassadorSchema,
  ambassadorDecisionSchema,
  addSeasonGroupSchema,
  removeSeasonGroupSchema,
} from './schema';
import {
  changeRole,
  createTeam,
  inviteToTeam,
  joinTeam,
  leaveTeam,
  removeFromTeam,
  respondToInvitation,
  respondToJoinRequest,
  updateTeam,
} from './service';
import {
  addExternalTeam,
  applyAsAmbassador,
  decideAmbassadorApplication,
  removeExternalTeam,
} from './external';
import { createThread, createTopic, replyToThread } from './discussions';
import {
  addSeasonGroup,
  createSeason,
  decideRegistration,
  registerForSeason,
  removeSeasonGroup,
  setRegistrationOpen,
} from './seasons';

const notFound = commonMessages.teamNotFound;
const teamPaths = (teamId: string) => [`/team/${teamId}`, '/teams', '/home'];

/** Create a team, community or league (teams/create, start/community); the form then goes to team/{id}. */
export const createTeamAction = defineAction(
  { name: 'teams.create', input: createTeamSchema, failure: m.createFailed, revalidate: ['/teams', '/home'] },
  async ({ input, viewer }) => {
    const result = await createTeam(db, viewer.id, input);
    switch (result.status) {
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      case 'unknownGameType':
        return fieldError('gameTypeId', m.sportUnknown);
      case 'teamLimit':
        return fail(m.teamLimit);
      case 'inviteLimit':
        return fail(m.inviteLimit(TEAM_INVITES_PER_DAY));
      case 'inviteAddressLimit':
        return fail(m.inviteAddressLimit(result.email));
      case 'created':
        return ok({ id: result.team.id }, m.created(result.team.name));
    }
  },
);

/** Invite one person (platform user or e-mail address) from the team page: owners, admins, managers. */
export const inviteToTeamAction = defineAction<typeof inviteSchema, { teamId: string }>(
  {
    name: 'teams.invite',
    input: inviteSchema,
    failure: m.inviteFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await inviteToTeam(db, viewer.id, input);
    switch (result.status) {
      case 'invited':
        return ok(
          { teamId: input.teamId },
          m.invited(input.invitee.kind === 'email' ? input.invitee.email : input.invitee.label || m.someone),
        );
      case 'already':
        return fail(m.alreadyOnRoster);
      case 'userNotFound':
        return fail(m.userNotFound);
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      case 'notFound':
        return fail(notFound);
      case 'roleNotOffered':
        return fail(m.roleNotOffered);
      case 'inviteLimit':
        return fail(m.inviteLimit(TEAM_INVITES_PER_DAY));
      case 'inviteAddressLimit':
        return fail(m.inviteAddressLimit(result.email));
    }
  },
);

/** The invitee accepts or declines (team page or notification). */
export const respondToInvitationAction = defineAction<typeof respondInvitationSchema, { teamId: string }>(
  {
    name: 'teams.respondInvitation',
    input: respondInvitationSchema,
    invalid: notFound,
    failure: m.respondFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await respondToInvitation(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    return ok(
      { teamId: input.teamId },
      result.status === 'accepted' ? m.accepted(result.teamName) : m.declined,
    );
  },
);

/** Join an open team, ask to join a "by request" one, or accept an invitation by joining. */
export const joinTeamAction = defineAction<typeof teamIdSchema, { teamId: string }>(
  {
    name: 'teams.join',
    input: teamIdSchema,
    invalid: notFound,
    failure: m.joinFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await joinTeam(db, viewer.id, input);
    switch (result.status) {
      case 'joined':
        return ok({ teamId: input.teamId }, m.joined(result.teamName));
      case 'requested':
        return ok({ teamId: input.teamId }, m.requested);
      case 'already':
        return fail(m.alreadyMember);
      case 'alreadyRequested':
        return fail(m.requestPending);
      case 'requestLimit':
        return fail(m.joinRequestLimit);
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      case 'notFound':
        return fail(notFound);
    }
  },
);

/** Owners, admins and managers approve or decline a join request. */
export const respondToJoinRequestAction = defineAction<typeof respondRequestSchema, { teamId: string }>(
  {
    name: 'teams.respondRequest',
    input: respondRequestSchema,
    invalid: notFound,
    failure: m.respondFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await respondToJoinRequest(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    return ok(
      { teamId: input.teamId },
      result.status === 'approved' ? m.approved(result.name) : m.requestDeclined,
    );
  },
);

/** Owners and admins change the team's details (settings tab). */
export const updateTeamAction = defineAction<typeof editTeamSchema, { teamId: string }>(
  {
    name: 'teams.update',
    input: editTeamSchema, // a refused field is shown under it
    failure: m.settingsFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await updateTeam(db, viewer.id, input);
    if (result.status === 'saved') {
      // org/{slug} lists the organization's teams (name, sport, city): expired at once, on every instance.
      refreshOrganizationPages(result.organizationSlug);
      return ok({ teamId: input.teamId }, m.settingsSaved);
    }
    if (result.status === 'unknownGameType') return fieldError('gameTypeId', m.sportUnknown);
    return fail(notFound);
  },
);

/** Owners and admins change a member's role; the owner hands the team over with role "owner". */
export const changeRoleAction = defineAction<typeof changeRoleSchema, { teamId: string }>(
  {
    name: 'teams.changeRole',
    input: changeRoleSchema,
    invalid: notFound,
    failure: m.roleFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await changeRole(db, viewer.id, input);
    switch (result.status) {
      case 'changed':
        return ok({ teamId: input.teamId }, m.roleChanged(result.name, m.roleLabels[result.role]));
      case 'transferred':
        return ok({ teamId: input.teamId }, m.ownershipTransferred(result.name));
      case 'paidPlan':
        return fail(m.cancelPlanBeforeHandover);
      case 'forbidden':
        return fail(m.notAllowed);
      case 'notFound':
        return fail(notFound);
    }
  },
);

/** Remove a member (owners, admins) or cancel an invitation or request (also managers). */
export const removeFromTeamAction = defineAction<typeof entrySchema, { teamId: string }>(
  {
    name: 'teams.remove',
    input: entrySchema,
    invalid: notFound,
    failure: m.removeFailed,
    revalidate: (data) => teamPaths(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await removeFromTeam(db, viewer.id, input);
    switch (result.status) {
      case 'removed':
        return ok({ teamId: input.teamId }, m.removed(result.name));
      case 'cancelled':
        return ok({ teamId: input.teamId }, m.inviteCancelled);
      case 'forbidden':
        return fail(m.notAllowed);
      case 'notFound':
        return fail(notFound);
    }
  },
);

/** Leave a team (or withdraw a join request). The owner hands the team over first. */
export const leaveTeamAction = defineAction(
  {
    name: 'teams.leave',
    input: teamIdSchema,
    invalid: notFound,
    failure: deletionMessages.leaveTeamFailed,
    revalidate: [['/', 'layout']],
  },
  async ({ input, viewer }) => {
    const result = await leaveTeam(db, viewer.id, input.teamId);
    if (result.status === 'notFound') return fail(notFound);
    if (result.status === 'owner') return fail(m.ownerMustHandOver);
    return ok(undefined, deletionMessages.leftTeam(result.teamName));
  },
);

// ───────────────────────────── Discussions ─────────────────────────────

/** Owners, admins and managers add a topic. */
export const createTopicAction = defineAction<typeof createTopicSchema, { teamId: string }>(
  {
    name: 'teams.createTopic',
    input: createTopicSchema,
    failure: m.postFailed,
    revalidate: (data) => [`/team/${data.teamId}`],
  },
  async ({ input, viewer }) => {
    const result = await createTopic(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    return ok({ teamId: input.teamId }, m.topicCreated(result.name));
  },
);

/** A member starts a discussion. */
export const createThreadAction = defineAction<typeof createThreadSchema, { teamId: string; id: string }>(
  {
    name: 'teams.createThread',
    input: createThreadSchema,
    failure: m.postFailed,
    revalidate: (data) => [`/team/${data.teamId}`],
  },
  async ({ input, viewer }) => {
    const result = await createThread(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    if (result.status === 'unknownTopic') return fieldError('topicId', m.topicUnknown);
    if (result.status === 'limited') return fail(m.threadLimit);
    if (result.status !== 'posted') return fail(notFound);
    return ok({ teamId: input.teamId, id: result.id }, m.posted);
  },
);

/** A member replies to a discussion. */
export const replyAction = defineAction<typeof replySchema, { teamId: string; threadId: string }>(
  {
    name: 'teams.reply',
    input: replySchema,
    failure: m.postFailed,
    revalidate: (data) => [`/team/${data.teamId}/discussions/${data.threadId}`, `/team/${data.teamId}`],
  },
  async ({ input, viewer }) => {
    const result = await replyToThread(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.discussionNotFound);
    if (result.status === 'limited') return fail(m.replyLimit);
    return ok({ teamId: input.teamId, threadId: input.threadId }, m.posted);
  },
);

// ───────────────────────────── Seasons and registrations ─────────────────────────────

const seasonsPath = (teamId: string) => [`/team/${teamId}`];

/** Owners, admins and managers add a season. */
export const createSeasonAction = defineAction<typeof createSeasonSchema, { teamId: string }>(
  {
    name: 'teams.createSeason',
    input: createSeasonSchema,
    failure: commonMessages.somethingWentWrong,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await createSeason(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    return ok({ teamId: input.teamId }, m.seasonCreated(input.label));
  },
);

/** Owners, admins and managers open or close a season's registration. */
export const setRegistrationOpenAction = defineAction<typeof seasonRegistrationSchema, { teamId: string }>(
  {
    name: 'teams.setRegistrationOpen',
    input: seasonRegistrationSchema,
    invalid: m.seasonNotFound,
    failure: commonMessages.somethingWentWrong,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await setRegistrationOpen(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.seasonNotFound);
    return ok({ teamId: input.teamId }, input.open ? m.registrationOpened : m.registrationClosedToast);
  },
);

/** Register oneself, or a family member one is guardian of, for an open season. */
export const registerForSeasonAction = defineAction<typeof registerSchema, { teamId: string }>(
  {
    name: 'teams.register',
    input: registerSchema,
    invalid: m.seasonNotFound,
    failure: m.registrationFailed,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await registerForSeason(db, viewer.id, input);
    switch (result.status) {
      case 'registered':
        return ok({ teamId: input.teamId }, m.registered(result.name));
      case 'closed':
        return fail(m.registrationNotOpen);
      case 'notGuardian':
        return fail(m.notYourFamily);
      case 'already':
        return fail(m.alreadyRegistered);
      case 'notFound':
        return fail(m.seasonNotFound);
    }
  },
);

/** Owners, admins and managers approve, waitlist or decline a registration. */
export const decideRegistrationAction = defineAction<typeof decideRegistrationSchema, { teamId: string }>(
  {
    name: 'teams.decideRegistration',
    input: decideRegistrationSchema,
    invalid: notFound,
    failure: commonMessages.somethingWentWrong,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await decideRegistration(db, viewer.id, input);
    if (result.status === 'notFound') return fail(notFound);
    return ok({ teamId: input.teamId }, m.registrationDecided(result.name, m.statusLabels[input.status]));
  },
);

/** Owners, admins and managers add a group (division, age group) to a season. */
export const addSeasonGroupAction = defineAction<typeof addSeasonGroupSchema, { teamId: string }>(
  {
    name: 'teams.addSeasonGroup',
    input: addSeasonGroupSchema,
    failure: commonMessages.somethingWentWrong,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await addSeasonGroup(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.seasonNotFound);
    if (result.status === 'exists') return fieldError('name', m.seasonGroupExists);
    return ok({ teamId: input.teamId }, m.seasonGroupAdded(result.name));
  },
);

/** Owners, admins and managers remove a season's group. */
export const removeSeasonGroupAction = defineAction<typeof removeSeasonGroupSchema, { teamId: string }>(
  {
    name: 'teams.removeSeasonGroup',
    input: removeSeasonGroupSchema,
    invalid: m.seasonGroupNotFound,
    failure: commonMessages.somethingWentWrong,
    revalidate: (data) => seasonsPath(data.teamId),
  },
  async ({ input, viewer }) => {
    const result = await removeSeasonGroup(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.seasonGroupNotFound);
    return ok({ teamId: input.teamId }, m.seasonGroupRemoved(result.name));
  },
);

// ───────────────────────────── External teams ─────────────────────────────

/** Owners, admins and managers add an opponent that is not on the platform. */
export const addExternalTeamAction = defineAction<typeof addExternalTeamSchema, { id: string }>(
  {
    name: 'teams.addExternal',
    input: addExternalTeamSchema,
    failure: m.external.failed,
    revalidate: ['/external-teams'],
  },
  async ({ input, viewer }) => {
    const result = await addExternalTeam(db, viewer.id, input);
    if (result.status === 'already') return fieldError('name', m.external.already);
    if (result.status === 'notFound') return fail(notFound);
    return ok({ id: result.id }, m.external.added(result.name));
  },
);

/** Owners, admins and managers remove one of their team's opponents. */
export const removeExternalTeamAction = defineAction(
  {
    name: 'teams.removeExternal',
    input: removeExternalTeamSchema,
    invalid: m.external.notFound,
    failure: m.external.failed,
    revalidate: ['/external-teams'],
  },
  async ({ input, viewer }) => {
    const result = await removeExternalTeam(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.external.notFound);
    return ok(undefined, m.external.removed(result.name));
  },
);

// ───────────────────────────── Ambassadors ─────────────────────────────

/** start/ambassador: store the viewer's application (one per user). */
export const applyAsAmbassadorAction = defineAction(
  {
    name: 'teams.ambassador',
    input: ambassadorSchema,
    failure: ambassadorUi.failed,
    revalidate: ['/start/ambassador', '/admin/ambassadors'],
  },
  async ({ input, viewer }) => {
    const result = await applyAsAmbassador(db, viewer.id, input);
    if (result.status === 'unknownSport') return fieldError('sports', ambassadorUi.sportUnknown);
    if (result.status === 'already') return fail(ambassadorUi.alreadyApplied);
    return ok(undefined, ambassadorUi.sent);
  },
);

/** admin/ambassadors: an admin approves or declines a pending application; the applicant is notified. */
export const decideAmbassadorAction = defineAction(
  {
    name: 'teams.ambassadorDecide',
    input: ambassadorDecisionSchema,
    failure: ambassadorUi.decideFailed,
    auth: { admin: true, profile: false },
    revalidate: ['/admin/ambassadors', '/admin'],
  },
  async ({ input, viewer }) => {
    const result = await decideAmbassadorApplication(db, viewer.id, input);
    if (result.status === 'notFound') return fail(ambassadorUi.applicationNotFound);
    return ok(
      undefined,
      input.decision === 'approved' ? ambassadorUi.approvedDone : ambassadorUi.declinedDone,
    );
  },
);

import { expect } from 'vitest';
import * as billing from '@/lib/billing/actions';
import { db } from '@/lib/db';
import { AUSTIN_CITY } from '@/tests/support/factories';
import * as forms from '@/lib/forms/actions';
import type { FormField } from '@/lib/forms/fields';
import { saveForm } from '@/lib/forms/build';
import { submitForm } from '@/lib/forms/submit';
import { formMessages } from '@/lib/messages';
import { domainUi } from '@/lib/messages/sites';
import * as sites from '@/lib/sites/actions';
import { addDomain, createSite } from '@/lib/sites/service';
import * as teams from '@/lib/teams/actions';
import { organizationRows } from './organizations';
import { passRows } from './passes';
import { PLANS } from '@/prisma/seed-data';
import {
  TEAM_ADMINS,
  TEAM_MANAGERS,
  TEAM_MEMBERS,
  UNBLOCKED,
  type Actor,
  type Row,
  type World,
} from './matrix';

// Authorization matrix rows (issue 20 §1): teams (roster, discussions, seasons, opponents), forms and
// payments for them, websites and their domains, billing. Team rows each build a new team of the owner with
// every role (w.team()), so a row that changes the roster never changes what the next row sees.

const user = (w: World, a: Actor) => w.users[a as Exclude<Actor, 'anonymous'>];
let soccerId: string | undefined;
async function soccer() {
  soccerId ??= (
    await db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} })
  ).id;
  return soccerId;
}
const teamForm = async (extra: Record<string, unknown> = {}) => ({
  kind: 'TEAM',
  name: 'Eastside Ballers',
  gameTypeId: await soccer(),
  city: AUSTIN_CITY,
  description: '',
  joinPolicy: 'INVITE_ONLY',
  invitees: [],
  ...extra,
});
async function season(teamId: string, open = false) {
  return db.season.create({
    data: {
      teamId,
      label: 'Spring',
      startDate: new Date('2027-03-01'),
      endDate: new Date('2027-05-31'),
      registrationOpen: open,
      groups: { create: { name: 'Division A' } },
    },
    include: { groups: true },
  });
}

// ── Forms ──
const fields: FormField[] = [{ id: 'name', type: 'text', label: 'Full name', required: true }];
const formInput = (over: Record<string, unknown> = {}) => ({
  title: 'Spring league',
  description: '',
  teamId: '',
  seasonId: '',
  price: '',
  deposit: '',
  opensAt: '',
  closesAt: '',
  capacity: '',
  audience: 'ANYONE' as const,
  closed: false,
  fields,
  ...over,
});
/** Paid forms and custom domains come with Organizer Pro (lib/billing/entitlements.ts): a team of `userId` on it. */
async function organizerPro(userId: string) {
  const has = await db.team.count({ where: { ownerId: userId, subscriptionLevel: 'Organizer Pro' } });
  if (!has)
    await db.team.create({
      data: { name: `Pro ${userId}`, ownerId: userId, subscriptionLevel: 'Organizer Pro' },
    });
}
async function ownerForm(w: World, over: Record<string, unknown> = {}, creator = w.users.owner.id) {
  if (over.price) await organizerPro(creator);
  const r = await saveForm(db, creator, formInput(over) as never);
  if (r.status !== 'created') throw new Error(`saveForm: ${r.status}`);
  return r.formId;
}
async function submission(formId: string, userId: string) {
  const r = await submitForm(db, userId, { formId, version: 1, answers: { name: 'Pat' } } as never, {
    ip: null,
    userAgent: null,
  });
  if (r.status !== 'submitted') throw new Error(`submitForm: ${r.status}`);
  return r.submissionId;
}

// ── Sites ──
const siteBase = {
  title: 'Riverside FC',
  primaryLogo: '',
  secondaryLogo: '',
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
};
async function ownerSite(w: World) {
  await organizerPro(w.users.owner.id);
  const r = await createSite(db, w.users.owner.id, {
    ...siteBase,
    owner: 'none',
    teamId: '',
    organizationId: '',
  });
  if (r.status !== 'created') throw new Error(`createSite: ${r.status}`);
  return r.id;
}
async function firstSlug(siteId: string) {
  return (
    await db.websitePage.findFirstOrThrow({ where: { websiteId: siteId }, orderBy: { sortOrder: 'asc' } })
  ).slug;
}
const nonce = () => `n-${Math.random().toString(36).slice(2, 12)}`;

export const teamRows: Row[] = [
  ...organizationRows,
  // ── Teams ──
  { action: teams.createTeamAction, self: 'a new team of the caller', setup: async () => teamForm() },
  {
    action: teams.applyAsAmbassadorAction,
    self: 'the caller’s own application',
    setup: async () => ({
      city: AUSTIN_CITY,
      sports: [await soccer()],
      why: 'I run pickup games every weekend here.',
    }),
  },
  {
    action: teams.decideAmbassadorAction,
    what: 'a pending ambassador application',
    setup: async (w) => {
      const applicant = await w.fresh('Applicant');
      const application = await db.ambassadorApplication.create({
        data: {
          userId: applicant.id,
          cityName: 'Austin, TX',
          lat: 30.27,
          lng: -97.74,
          sports: ['Pickleball'],
          why: 'I run weekly games in my city.',
        },
      });
      return { applicationId: application.id, decision: 'declined', message: 'Not this time.' };
    },
    allowed: ['siteAdmin'],
  },

  {
    action: teams.inviteToTeamAction,
    what: 'the owner’s team',
    setup: async (w) => ({
      teamId: (await w.team()).id,
      invitee: { kind: 'email', email: `new.${w.tag()}@example.com` },
      role: 'player',
    }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.respondToInvitationAction,
    what: 'the invitation to the owner’s team',
    setup: async (w) => ({ teamId: (await w.team()).id, accept: true }),
    allowed: ['invitee'],
  },
  {
    action: teams.joinTeamAction,
    what: 'the owner’s open team',
    setup: async (w) => ({ teamId: (await w.team({ joinPolicy: 'OPEN' })).id }),
    allowed: ['other', 'guardian', 'siteAdmin', 'invitee'],
    effect: async (w, input, actor) => {
      const { teamId } = input as { teamId: string };
      const entry = await db.rosterEntry.findFirstOrThrow({ where: { teamId, userId: user(w, actor).id } });
      expect(entry.role).toBe('player');
    },
  },
  {
    action: teams.respondToJoinRequestAction,
    what: 'a request to join the owner’s team',
    setup: async (w) => {
      const team = await w.team({ joinPolicy: 'REQUEST' });
      const asker = await w.fresh('Asker');
      const entry = await db.rosterEntry.create({
        data: { teamId: team.id, userId: asker.id, role: 'pending', joinRequest: true },
      });
      return { teamId: team.id, entryId: entry.id, approve: true };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.updateTeamAction,
    what: 'the owner’s team',
    setup: async (w) => ({
      teamId: (await w.team()).id,
      name: 'Renamed Ballers',
      gameTypeId: await soccer(),
      city: AUSTIN_CITY,
      description: '',
      joinPolicy: 'INVITE_ONLY',
    }),
    allowed: TEAM_ADMINS,
  },
  {
    action: teams.changeRoleAction,
    what: 'the player of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, entryId: await team.entry('player'), role: 'manager' };
    },
    allowed: TEAM_ADMINS,
  },
  {
    action: teams.removeFromTeamAction,
    what: 'the player of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, entryId: await team.entry('player') };
    },
    allowed: TEAM_ADMINS,
  },
  {
    action: teams.removeFromTeamAction,
    what: 'cancel the invitation of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, entryId: await team.entry('invitee') };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.removeFromTeamAction,
    what: 'a guest without an account on the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      const guest = await db.guestUser.create({
        data: { name: 'Gus', email: `gus.${w.tag()}@example.com`, createdById: w.users.owner.id },
      });
      const entry = await db.rosterEntry.create({
        data: { teamId: team.id, guestUserId: guest.id, role: 'player', invitedById: w.users.owner.id },
      });
      return { teamId: team.id, entryId: entry.id };
    },
    allowed: TEAM_MANAGERS,
    effect: async (_w, input) => {
      const { entryId } = input as { entryId: string };
      expect(await db.rosterEntry.count({ where: { id: entryId } })).toBe(0);
    },
  },
  {
    action: teams.leaveTeamAction,
    what: 'the caller’s own place on the owner’s team (the owner hands over first)',
    setup: async (w) => ({ teamId: (await w.team()).id }),
    allowed: ['teamAdmin', 'manager', 'player'], // an invitee declines instead (respondToInvitation)
    effect: async (w, input, actor) => {
      const { teamId } = input as { teamId: string };
      expect(await db.rosterEntry.findFirst({ where: { teamId, userId: user(w, actor).id } })).toBeNull();
    },
  },
  {
    action: teams.createTopicAction,
    what: 'the owner’s team',
    setup: async (w) => ({ teamId: (await w.team()).id, name: 'Carpools' }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.createThreadAction,
    what: 'the owner’s team',
    setup: async (w) => ({
      teamId: (await w.team()).id,
      topicId: '',
      title: 'Jerseys',
      body: 'Who has the bag?',
    }),
    allowed: TEAM_MEMBERS,
  },
  {
    action: teams.replyAction,
    what: 'a discussion of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      const thread = await db.discussion.create({
        data: { teamId: team.id, authorId: w.users.owner.id, title: 'Jerseys', body: 'Who has the bag?' },
      });
      return { teamId: team.id, threadId: thread.id, body: 'I do' };
    },
    allowed: TEAM_MEMBERS,
  },
  {
    action: teams.createSeasonAction,
    what: 'the owner’s team',
    setup: async (w) => ({
      teamId: (await w.team()).id,
      label: 'Fall',
      startDate: '2027-09-01',
      endDate: '2027-11-30',
      registrationOpen: false,
    }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.setRegistrationOpenAction,
    what: 'a season of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, seasonId: (await season(team.id)).id, open: true };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.registerForSeasonAction,
    what: 'register the owner for an open season (themself, or their guardian for them)',
    setup: async (w) => {
      const team = await w.team({ joinPolicy: 'OPEN' });
      return { teamId: team.id, seasonId: (await season(team.id, true)).id, userId: w.users.owner.id };
    },
    allowed: ['owner', 'guardian'],
    effect: async (w, input, actor) => {
      const { seasonId } = input as { seasonId: string };
      const r = await db.registration.findFirstOrThrow({ where: { seasonId, userId: w.users.owner.id } });
      expect(r.registeredById).toBe(user(w, actor).id);
    },
  },
  {
    action: teams.decideRegistrationAction,
    what: 'a registration for the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      const s = await season(team.id, true);
      const player = await w.fresh('Registrant');
      const r = await db.registration.create({
        data: { seasonId: s.id, teamId: team.id, userId: player.id, status: 'PENDING' },
      });
      return { teamId: team.id, registrationId: r.id, status: 'CONFIRMED' };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.addSeasonGroupAction,
    what: 'a season of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, seasonId: (await season(team.id)).id, name: 'Under 12' };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.removeSeasonGroupAction,
    what: 'a season group of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      return { teamId: team.id, groupId: (await season(team.id)).groups[0].id };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.addExternalTeamAction,
    what: 'the owner’s team',
    setup: async (w) => ({ teamId: (await w.team()).id, name: 'Westside Wolves' }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: teams.removeExternalTeamAction,
    what: 'an opponent of the owner’s team',
    setup: async (w) => {
      const team = await w.team();
      const rival = await db.externalTeam.create({
        data: { teamId: team.id, name: 'Rivals', nameKey: 'rivals' },
      });
      return { teamId: team.id, externalTeamId: rival.id };
    },
    allowed: TEAM_MANAGERS,
  },

  // ── Forms ──
  {
    action: forms.saveFormAction,
    self: 'a new form of the caller (no team)',
    setup: async () => formInput(),
  },
  {
    action: forms.saveFormAction,
    what: 'edit the owner’s form',
    setup: async (w) => ({ ...formInput({ title: 'Renamed' }), formId: await ownerForm(w) }),
    allowed: ['owner'],
  },
  {
    action: forms.saveFormAction,
    what: 'a new form for the owner’s team',
    setup: async (w) => formInput({ teamId: (await w.team()).id }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: forms.submitFormAction,
    what: 'answer the owner’s open form',
    setup: async (w) => ({ formId: await ownerForm(w), version: 1, answers: { name: 'Pat' } }),
    allowed: UNBLOCKED,
  },
  {
    action: forms.submitFormAction,
    what: 'fill in a form for the owner (their guardian may)',
    setup: async (w) => {
      const host = await w.fresh('Club');
      return {
        formId: await ownerForm(w, {}, host.id),
        version: 1,
        forUserId: w.users.owner.id,
        answers: { name: 'Owner Olsen' },
      };
    },
    allowed: ['owner', 'guardian'], // the owner naming themself is filling in for themself
  },
  {
    action: forms.startPaymentAction,
    what: 'the owner’s submission to a paid form',
    setup: async (w) => {
      const host = await w.fresh('Club');
      const formId = await ownerForm(w, { price: '25' }, host.id);
      return {
        formId,
        submissionId: await submission(formId, w.users.owner.id),
        balance: false,
        nonce: nonce(),
      };
    },
    allowed: ['owner'],
  },
  {
    action: forms.addToTeamAction,
    what: 'a submitter to the owner’s team form',
    setup: async (w) => {
      const team = await w.team();
      const formId = await ownerForm(w, { teamId: team.id });
      const joiner = await w.fresh('Joiner');
      await submission(formId, joiner.id);
      return { formId, userId: joiner.id };
    },
    allowed: TEAM_MANAGERS,
  },
  {
    action: forms.refundAction,
    what: 'a submission to the owner’s form (nothing paid: the owner is told so)',
    setup: async (w) => {
      const formId = await ownerForm(w);
      const payer = await w.fresh('Payer');
      return { formId, submissionId: await submission(formId, payer.id) };
    },
    allowed: ['owner'],
    allowedMessage: formMessages.nothingToRefund,
  },

  // ── Websites ──
  {
    action: sites.createSiteAction,
    self: 'a new website of the caller (no team)',
    setup: async () => siteBase,
  },
  {
    action: sites.createSiteAction,
    what: 'a website for the owner’s team',
    setup: async (w) => ({ ...siteBase, owner: 'team', teamId: (await w.team()).id }),
    allowed: TEAM_MANAGERS,
  },
  {
    action: sites.startDraftAction,
    what: 'the owner’s website',
    setup: async (w) => ({ siteId: await ownerSite(w) }),
    allowed: ['owner'],
  },
  {
    action: sites.savePageAction,
    what: 'the owner’s website',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      return {
        siteId,
        slug: await firstSlug(siteId),
        data: { root: { props: { title: 'Home' } }, content: [] },
      };
    },
    allowed: ['owner'],
  },
  {
    action: sites.addPageAction,
    what: 'the owner’s website',
    setup: async (w) => ({ siteId: await ownerSite(w), title: 'Schedule', slug: 'schedule' }),
    allowed: ['owner'],
  },
  {
    action: sites.updatePageAction,
    what: 'the owner’s website',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const slug = await firstSlug(siteId);
      return { siteId, currentSlug: slug, title: 'Welcome', slug };
    },
    allowed: ['owner'],
  },
  {
    action: sites.movePageAction,
    what: 'the owner’s website',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      return { siteId, slug: await firstSlug(siteId), direction: 'down' };
    },
    allowed: ['owner'],
  },
  {
    action: sites.deletePageAction,
    what: 'a page of the owner’s website',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const { addPage } = await import('@/lib/sites/service');
      await addPage(db, w.users.owner.id, {
        siteId,
        title: 'Extra',
        slug: 'extra',
        seoDescription: '',
        inNav: true,
      });
      return { siteId, slug: 'extra' };
    },
    allowed: ['owner'],
  },
  {
    action: sites.updateSiteSettingsAction,
    what: 'the owner’s website',
    setup: async (w) => ({ siteId: await ownerSite(w), ...siteBase, title: 'Renamed FC' }),
    allowed: ['owner'],
  },
  {
    action: sites.publishSiteAction,
    what: 'the owner’s website (with a draft)',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const { startDraft } = await import('@/lib/sites/service');
      await startDraft(db, w.users.owner.id, siteId);
      return { siteId };
    },
    allowed: ['owner'],
  },
  {
    action: sites.discardDraftAction,
    what: 'the owner’s website (with a draft)',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const { startDraft } = await import('@/lib/sites/service');
      await startDraft(db, w.users.owner.id, siteId);
      return { siteId };
    },
    allowed: ['owner'],
  },
  {
    action: sites.addDomainAction,
    what: 'the owner’s website',
    setup: async (w) => ({ siteId: await ownerSite(w), hostname: `club-${w.tag()}.example.org` }),
    allowed: ['owner'],
  },
  {
    action: sites.verifyDomainAction,
    what: 'a domain of the owner’s website (no TXT record here: the owner is told "not yet")',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const r = await addDomain(db, w.users.owner.id, { siteId, hostname: `club-${w.tag()}.example.org` });
      return { domainId: (r as { id: string }).id };
    },
    allowed: ['owner'],
    allowedMessage: domainUi.notYet,
  },
  {
    action: sites.removeDomainAction,
    what: 'a domain of the owner’s website',
    setup: async (w) => {
      const siteId = await ownerSite(w);
      const r = await addDomain(db, w.users.owner.id, { siteId, hostname: `club-${w.tag()}.example.org` });
      return { domainId: (r as { id: string }).id };
    },
    allowed: ['owner'],
  },

  // ── Billing ──
  {
    action: billing.changePlanAction,
    what: 'a plan for the owner’s team (its owner only)',
    setup: async (w) => ({
      planId: 'team-organizer-pro-monthly',
      teamId: (await w.team()).id,
      nonce: nonce(),
    }),
    allowed: ['owner'],
  },
  {
    action: billing.changePlanAction,
    self: 'a plan for the caller',
    setup: async () => ({ planId: 'user-member-plus-yearly', nonce: nonce() }),
  },
  { action: billing.openPortalAction, self: 'the caller’s own billing portal' },
  {
    action: billing.startConnectAction,
    self: 'the caller’s own payout account',
    setup: async () => ({ type: 'NEW', country: 'US' }),
  },
  {
    action: billing.completeConnectAction,
    self: 'links the payout account to the caller; the OAuth state is bound to the account that started it',
  },
  {
    action: billing.checkConnectionAction,
    self: 'the caller’s own payout account (a caller without one is told the check failed; billing tests cover it)',
  },
  { action: billing.unlinkConnectAction, self: 'the caller’s own payout account' },
  ...passRows,
];

/** Plans (the team and user plans of the catalog) and the subscriptions flag, as the seed has them. */
export async function billingFixtures() {
  await db.plan.createMany({ data: PLANS, skipDuplicates: true });
  await db.featureFlag.upsert({
    where: { key: 'subscriptions' },
    create: { key: 'subscriptions', enabled: true },
    update: { enabled: true },
  });
}

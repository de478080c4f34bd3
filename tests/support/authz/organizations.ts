import { db } from '@/lib/db';
import * as organizations from '@/lib/organizations/actions';
import { TEAM_ADMINS, type Row, type World } from './matrix';

// Authorization matrix rows: organizations (issue 29 §5). The world's owner owns the organization; the world's
// team roles (teamAdmin …) are roles of the owner's team, not of the organization, so only the owner may run it.

const org = (w: World) =>
  db.organization.create({
    data: { name: 'Matrix Club', slug: `matrix-${w.tag()}`, ownerId: w.users.owner.id },
    select: { id: true },
  });
const values = (w: World) => ({ name: 'Matrix Club', slug: `matrix-${w.tag()}`, description: '', links: '' });
/** An open team of someone outside the world (a request target). */
const outsideTeam = async (w: World) =>
  db.team.create({
    data: { name: `Outside ${w.tag()}`, ownerId: (await w.fresh('Outside Owner')).id, joinPolicy: 'OPEN' },
  });

export const organizationRows: Row[] = [
  {
    action: organizations.createOrganizationAction,
    self: 'a new organization of the caller',
    setup: async (w) => values(w),
  },
  {
    action: organizations.updateOrganizationAction,
    what: 'the owner’s organization',
    setup: async (w) => ({ organizationId: (await org(w)).id, ...values(w) }),
    allowed: ['owner'],
  },
  {
    action: organizations.deleteOrganizationAction,
    what: 'the owner’s organization',
    setup: async (w) => ({ organizationId: (await org(w)).id }),
    allowed: ['owner'],
  },
  {
    action: organizations.addOwnTeamAction,
    what: 'the owner’s team into the owner’s organization',
    setup: async (w) => ({ organizationId: (await org(w)).id, teamId: (await w.team()).id }),
    allowed: ['owner'],
  },
  {
    action: organizations.requestTeamAction,
    what: 'another user’s team for the owner’s organization',
    setup: async (w) => ({ organizationId: (await org(w)).id, link: `/team/${(await outsideTeam(w)).id}` }),
    allowed: ['owner'],
  },
  {
    action: organizations.cancelTeamRequestAction,
    what: 'a pending request of the owner’s organization',
    setup: async (w) => {
      const { id: organizationId } = await org(w);
      const team = await outsideTeam(w);
      await db.organizationTeamRequest.create({
        data: { organizationId, teamId: team.id, requestedById: w.users.owner.id },
      });
      return { organizationId, teamId: team.id };
    },
    allowed: ['owner'],
  },
  {
    action: organizations.respondTeamRequestAction,
    what: 'a request to list the owner’s team',
    setup: async (w) => {
      const asker = await w.fresh('Club Owner');
      const club = await db.organization.create({
        data: { name: 'Asking Club', slug: `asking-${w.tag()}`, ownerId: asker.id },
      });
      const team = await w.team();
      await db.organizationTeamRequest.create({
        data: { organizationId: club.id, teamId: team.id, requestedById: asker.id },
      });
      return { organizationId: club.id, teamId: team.id, accept: true };
    },
    allowed: TEAM_ADMINS,
  },
  {
    action: organizations.removeTeamAction,
    what: 'the owner’s team in the owner’s organization',
    setup: async (w) => {
      const { id: organizationId } = await org(w);
      const team = await w.team();
      await db.team.update({ where: { id: team.id }, data: { organizationId } });
      return { organizationId, teamId: team.id };
    },
    // The organization's owner, or the team's owner and admins.
    allowed: TEAM_ADMINS,
  },
  {
    action: organizations.addAdminAction,
    what: 'an admin for the owner’s organization',
    setup: async (w) => ({ organizationId: (await org(w)).id, email: (await w.fresh('New Admin')).email }),
    allowed: ['owner'],
  },
  {
    action: organizations.removeAdminAction,
    what: 'an admin of the owner’s organization',
    setup: async (w) => {
      const { id: organizationId } = await org(w);
      const admin = await w.fresh('Old Admin');
      await db.organizationAdmin.create({ data: { organizationId, userId: admin.id } });
      return { organizationId, userId: admin.id };
    },
    allowed: ['owner'],
  },
];

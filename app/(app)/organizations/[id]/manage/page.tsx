import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrganizationForm } from '@/components/organizations/OrganizationForm';
import {
  AdminsSection,
  DeleteOrganization,
  LogoForm,
  TeamsSection,
} from '@/components/organizations/ManageSections';
import { ButtonLink, Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { env } from '@/lib/env';
import { organizationManageUi as m } from '@/lib/messages/organizations';
import { freeTeamsOf, organizationForManage } from '@/lib/organizations/queries';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: m.manage, robots: { index: false } };

// organizations/{id}/manage: the owner and admins edit the organization, its logo, teams and admins; anyone
// else gets the not-found page (as for an unknown id).
export default async function ManageOrganizationPage({ params }: Props) {
  const viewer = await requireViewer();
  const { id } = await params;
  const org = id.length <= 64 ? await organizationForManage(viewer.id, id) : null;
  if (!org) notFound();
  const ownTeams = await freeTeamsOf(viewer.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.manageTitle(org.name)}</h1>
        <ButtonLink href={`/org/${org.slug}`} variant="secondary">
          {m.viewPage}
        </ButtonLink>
      </div>
      <Card title={m.detailsTitle}>
        <OrganizationForm
          organizationId={org.id}
          origin={new URL(env().APP_URL).origin}
          defaults={{
            name: org.name,
            slug: org.slug,
            description: org.description ?? '',
            links: org.links.join('\n'),
          }}
        />
      </Card>
      <Card title={m.logoTitle}>
        <LogoForm organizationId={org.id} name={org.name} logoUrl={org.logoUrl} />
      </Card>
      <Card title={m.teamsTitle}>
        <TeamsSection
          organizationId={org.id}
          teams={org.teams}
          pending={org.teamRequests.map((r) => r.team)}
          ownTeams={ownTeams}
        />
      </Card>
      <Card title={m.adminsTitle}>
        <AdminsSection
          organizationId={org.id}
          owner={org.owner}
          admins={org.admins.map((a) => a.user)}
          isOwner={org.isOwner}
          viewerId={viewer.id}
        />
      </Card>
      {org.isOwner && (
        <Card title={m.dangerTitle}>
          <DeleteOrganization organizationId={org.id} name={org.name} />
        </Card>
      )}
    </div>
  );
}

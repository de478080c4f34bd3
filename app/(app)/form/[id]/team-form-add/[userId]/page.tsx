import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AddToTeamButton } from '@/components/forms/AddToTeamButton';
import { Badge, Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamAddData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.submissionsTitle, robots: { index: false } };

// form/{formId}/team-form-add/{userId}: a manager of the form's team adds a submitter to the roster (the team's own
// registration form) or invites them (any other form; docs/features.md, "Forms and waivers").
export default async function TeamFormAddPage({
  params,
}: {
  params: Promise<{ id: string; userId: string }>;
}) {
  const { id, userId } = await params;
  const viewer = await requireViewer({ profile: true });
  const data = await teamAddData(viewer.id, id, userId);
  if (!data) redirect('/form/access-denied?reason=submissions');
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <div className="space-y-1">
        <Link href={`/form/${id}/${data.submissionId}`} className="text-sm text-emerald-800 underline">
          {m.backToSubmissions}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.addToTeam(data.team.name)}</h1>
        <p className="text-slate-600">{data.form.title}</p>
      </div>
      <Card>
        <div className="space-y-4 p-6">
          <div>
            <p className="font-semibold text-slate-900">{data.user.name}</p>
            <p className="text-sm text-slate-600">{data.user.email}</p>
          </div>
          {data.member ? (
            <Badge tone="success">{m.alreadyOnTeam}</Badge>
          ) : data.invited ? (
            <Badge>{m.alreadyInvited}</Badge>
          ) : data.registration ? (
            <AddToTeamButton formId={id} userId={userId} label={m.addToTeam(data.team.name)} />
          ) : (
            <>
              <p className="text-sm text-slate-600">{m.inviteHint}</p>
              <AddToTeamButton formId={id} userId={userId} label={m.inviteToTeam(data.team.name)} />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}

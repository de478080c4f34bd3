import type { Metadata } from 'next';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.accessDeniedTitle, robots: { index: false } };

// form/access-denied: where a form sends those it is not for (team-only forms, someone else's submissions).
export default async function FormAccessDeniedPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  await requireViewer({ profile: true });
  const { reason } = await searchParams;
  return (
    <div className="mx-auto max-w-xl pt-8">
      <EmptyState
        headingLevel={1}
        title={<span className="text-xl">{m.accessDeniedTitle}</span>}
        description={reason === 'submissions' ? m.accessDeniedManageText : m.accessDeniedText}
        action={<ButtonLink href="/form">{m.backToForms}</ButtonLink>}
      />
    </div>
  );
}

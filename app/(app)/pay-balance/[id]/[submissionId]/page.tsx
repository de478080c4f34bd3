import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaymentView } from '@/components/forms/PaymentView';
import { requireViewer } from '@/lib/auth/viewer';
import { paymentData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.payBalanceTitle, robots: { index: false } };

type Props = {
  params: Promise<{ id: string; submissionId: string }>;
  searchParams: Promise<{ session_id?: string }>;
};

// pay-balance/{id}/{submissionId}: the balance left after a deposit.
export default async function PayBalancePage({ params, searchParams }: Props) {
  const [{ id, submissionId }, { session_id }] = await Promise.all([params, searchParams]);
  const viewer = await requireViewer({ profile: true });
  const data = await paymentData(viewer.id, id, submissionId, session_id?.slice(0, 200));
  if (!data) notFound();
  return <PaymentView data={data} balance returned={Boolean(session_id)} />;
}

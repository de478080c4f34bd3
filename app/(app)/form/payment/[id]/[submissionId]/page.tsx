import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaymentView } from '@/components/forms/PaymentView';
import { requireViewer } from '@/lib/auth/viewer';
import { paymentData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.payTitle, robots: { index: false } };

type Props = {
  params: Promise<{ id: string; submissionId: string }>;
  searchParams: Promise<{ session_id?: string }>;
};

// form/payment/{id}/{submissionId}: pay the fee (or its deposit) of one's own submission through Checkout.
export default async function FormPaymentPage({ params, searchParams }: Props) {
  const [{ id, submissionId }, { session_id }] = await Promise.all([params, searchParams]);
  const viewer = await requireViewer({ profile: true });
  const data = await paymentData(viewer.id, id, submissionId, session_id?.slice(0, 200));
  if (!data) notFound();
  return <PaymentView data={data} balance={false} returned={Boolean(session_id)} />;
}

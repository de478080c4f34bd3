import type { Metadata } from 'next';
import { ButtonLink, Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { syncCheckoutSession } from '@/lib/billing/service';
import { billingMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.paymentSuccess };

// payment-success: where a Checkout can return to (session_id={CHECKOUT_SESSION_ID}); the viewer's plan is brought
// up to date from Stripe before the page shows.
export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await requireViewer({ profile: true });
  const { session_id: sessionId } = await searchParams;
  if (typeof sessionId === 'string') await syncCheckoutSession(viewer.id, sessionId);
  return (
    <div className="mx-auto max-w-xl">
      <Card>
        <h1 className="text-xl font-bold text-slate-900">{m.paymentSuccess}</h1>
        <p className="mt-2 text-slate-700">{m.activated}</p>
        <ButtonLink className="mt-4" href="/billing">
          {m.openBillingPage}
        </ButtonLink>
      </Card>
    </div>
  );
}

'use client';

import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui';
import { eventUiMessages as m } from '@/lib/messages/events';

// Back on the game page from Checkout (?payment=success|cancelled): one toast, then the parameters leave the
// address bar (a reload does not repeat the message).
export function PaymentNotice({ outcome }: { outcome: 'paid' | 'pending' | 'cancelled' | null }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!outcome || shown.current) return;
    shown.current = true;
    if (outcome === 'paid') toast.success(m.paymentSuccessTitle);
    else if (outcome === 'pending') toast.info(m.paymentPending);
    else toast.info(m.paymentCancelled);
    const url = new URL(window.location.href);
    url.searchParams.delete('payment');
    url.searchParams.delete('session_id');
    window.history.replaceState(null, '', url.toString());
  }, [outcome, toast]);
  return null;
}

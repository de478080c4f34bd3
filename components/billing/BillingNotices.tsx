'use client';

import { useEffect } from 'react';
import { useToast } from '@/components/ui';
import { billingMessages as m } from '@/lib/messages';

const CHANNEL = 'beans-billing';
const PAYMENT_INTENT_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** The Stripe OAuth error of the query string as the spec's message (02 §8). */
export function connectErrorMessage(error: string, description: string | null) {
  if (error === 'access_denied') return m.connectionCancelled;
  if (description) return m.stripeFailedWith(description);
  return m.connectFailedGeneric;
}

// The billing page's query parameters (spec 02 §2): paymentsuccessful=true → the activation message, other tabs
// told to reload, this page reloaded 1 s later (without the parameters); redirect_status=succeeded → the payment
// message, payment-intent parameters removed; error / error_description → the failure message.
export function BillingNotices() {
  const toast = useToast();

  useEffect(() => {
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = () => window.location.reload();
    const url = new URL(window.location.href);
    const params = url.searchParams;
    let timer: number | undefined;
    if (params.get('paymentsuccessful') === 'true') {
      toast.success(m.activated);
      channel?.postMessage('payment-succeeded');
      params.delete('paymentsuccessful');
      params.delete('session_id');
      timer = window.setTimeout(() => window.location.replace(url.toString()), 1000);
    } else if (params.get('redirect_status') === 'succeeded') {
      toast.success(m.paymentSuccess);
      channel?.postMessage('payment-succeeded');
      for (const p of PAYMENT_INTENT_PARAMS) params.delete(p);
      window.history.replaceState(null, '', url.toString());
    } else if (params.get('error')) {
      toast.error(connectErrorMessage(params.get('error')!, params.get('error_description')));
      params.delete('error');
      params.delete('error_description');
      window.history.replaceState(null, '', url.toString());
    }
    return () => {
      window.clearTimeout(timer);
      channel?.close();
    };
  }, [toast]);

  return null;
}

'use client';

import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import { openPortalAction } from '@/lib/billing/actions';
import { billingMessages as m } from '@/lib/messages';

// Billing Portal: the provider-hosted portal in a new window. The window opens on the click (so no popup blocker
// stops it) and is pointed at the portal once the session exists.
export function PortalButton() {
  const runAction = useAction();
  const [pending, setPending] = useState(false);
  async function open() {
    setPending(true);
    const popup = window.open('', '_blank');
    const result = await runAction(openPortalAction, {});
    setPending(false);
    if (result.ok && popup) popup.location.href = result.data.url;
    else if (result.ok) window.location.assign(result.data.url);
    else popup?.close();
  }
  return (
    <Button variant="secondary" loading={pending} onClick={() => void open()}>
      {m.billingPortal}
    </Button>
  );
}

'use client';

import { Button, useToast } from '@/components/ui';
import { eventUiMessages as m } from '@/lib/messages/events';

// Shares the game's short link (share/event/{id}): the system share sheet where there is one (phones),
// otherwise the link is copied.
export function ShareButton({ eventId, title }: { eventId: string; title: string }) {
  const toast = useToast();
  const share = async () => {
    const url = new URL(`/share/event/${eventId}`, window.location.origin).toString();
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.linkCopied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {m.share}
    </Button>
  );
}

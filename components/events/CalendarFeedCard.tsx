'use client';

import { useState, useTransition } from 'react';
import { Button, Card, TextField, useAction, useToast } from '@/components/ui';
import { rotateCalendarFeedAction } from '@/lib/events/actions';
import { eventUiMessages as m } from '@/lib/messages/events';

// Settings: the user's private calendar feed (every game they are going to or waitlisted for).
export function CalendarFeedCard({ url: initial }: { url: string | null }) {
  const runAction = useAction();
  const toast = useToast();
  const [url, setUrl] = useState(initial);
  const [pending, startTransition] = useTransition();

  const rotate = () =>
    startTransition(async () => {
      const result = await runAction(rotateCalendarFeedAction, {});
      if (result.ok) setUrl(result.data.url);
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.feedCopied);
    } catch {
      toast.error(m.copyFailed);
    }
  };

  return (
    <Card title={m.feedTitle}>
      <p className="mb-4 text-sm text-slate-700">{m.feedIntro}</p>
      {url ? (
        <div className="space-y-3">
          <TextField
            name="calendarFeedUrl"
            label={m.feedLinkLabel}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={copy}>{m.feedCopy}</Button>
            <Button variant="secondary" onClick={rotate} loading={pending}>
              {m.feedRotate}
            </Button>
          </div>
          <p className="text-sm text-slate-600">{m.feedRotateHint}</p>
        </div>
      ) : (
        <Button onClick={rotate} loading={pending}>
          {m.feedCreate}
        </Button>
      )}
    </Card>
  );
}

'use client';

import { useOptimistic, useState, useTransition } from 'react';
import { Spinner, useAction } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { setFavoriteAction } from '@/lib/events/actions';
import { eventUiMessages as m } from '@/lib/messages/events';

// The heart on event cards and pages: flips at once (optimistic), shows a spinner while saving, confirms with
// a toast, and flips back with an error toast when the save fails.
export function FavoriteButton({
  eventId,
  favorite,
  className,
}: {
  eventId: string;
  favorite: boolean;
  className?: string;
}) {
  const runAction = useAction();
  const [saved, setSaved] = useState(favorite);
  const [shown, setShown] = useOptimistic(saved);
  const [pending, startTransition] = useTransition();

  const toggle = () =>
    startTransition(async () => {
      const next = !shown;
      setShown(next);
      const result = await runAction(setFavoriteAction, { eventId, favorite: next });
      if (result.ok) setSaved(next);
    });

  const label = shown ? m.unfavorite : m.favorite;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={shown}
      aria-label={label}
      title={label}
      aria-busy={pending || undefined}
      className={cx(
        'favorite-button', // app/globals.css: one per game card on Discover
        shown ? 'text-rose-600' : 'text-slate-500',
        className,
      )}
    >
      <span aria-hidden>{shown ? '♥' : '♡'}</span>
      {pending && <Spinner decorative className="absolute -right-1 -bottom-1 size-4" />}
    </button>
  );
}

'use client';

import { useState } from 'react';
import { Badge, Button, Card, Dialog, EmptyState, useToast } from '@/components/ui';
import { activitySubscriptionMessages as m } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { deleteActivitySubscriptionAction } from '@/lib/activity-subscriptions/actions';
import { formatDay, isTemporary } from '@/lib/activity-subscriptions/rules';
import type { SubscriptionView } from '@/lib/activity-subscriptions/service';
import { SubscriptionForm } from './SubscriptionForm';

type Props = { subscriptions: SubscriptionView[]; activities: string[]; timeZone: string };

// The Activity Subscription tab: cards per city with edit and delete, the add button, and the form dialog.
export function ActivitySubscriptions({ subscriptions, activities, timeZone }: Props) {
  const toast = useToast();
  const [items, setItems] = useState(subscriptions);
  const [form, setForm] = useState<{ open: boolean; editing: SubscriptionView | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<SubscriptionView | null>(null);
  const [busy, setBusy] = useState(false);

  const openAdd = () => setForm({ open: true, editing: null });
  const close = () => setForm((f) => ({ ...f, open: false }));

  const onSaved = (saved: SubscriptionView) => {
    setItems((list) =>
      list.some((s) => s.id === saved.id)
        ? list.map((s) => (s.id === saved.id ? saved : s))
        : [...list, saved],
    );
    close();
  };

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await deleteActivitySubscriptionAction(deleting.id);
    setBusy(false);
    if (result.ok) {
      setItems((list) => list.filter((s) => s.id !== deleting.id));
      toast.success(m.deleted, durations.activitySubscription.deleted);
      setDeleting(null);
    } else {
      toast.error(result.message ?? m.deleteFailed, durations.activitySubscription.deleteFailed);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{m.title}</h2>
          <p className="text-slate-700">{m.subtitle}</p>
        </div>
        {items.length > 0 && (
          <Button type="button" onClick={openAdd}>
            {m.addSubscription}
          </Button>
        )}
      </div>

      {items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={m.emptyTitle}
          description={m.emptyText}
          action={
            <Button type="button" onClick={openAdd}>
              {m.addCity}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((s) => (
            <li key={s.id}>
              <Card
                title={s.address.name}
                headingLevel={3}
                actions={
                  <>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={m.editLabel(s.address.name)}
                      onClick={() => setForm({ open: true, editing: s })}
                    >
                      {m.edit}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={m.deleteLabel(s.address.name)}
                      onClick={() => setDeleting(s)}
                    >
                      {m.delete}
                    </Button>
                  </>
                }
              >
                <p className="text-sm text-slate-700">{m.radiusLabel(s.radius)}</p>
                {isTemporary(s) && (
                  <p className="mt-1 text-sm text-slate-700">
                    <Badge tone="warning">{m.temporaryBadge}</Badge>{' '}
                    {s.startDate && s.endDate
                      ? m.temporaryRange(formatDay(s.startDate, timeZone), formatDay(s.endDate, timeZone))
                      : s.startDate
                        ? m.temporaryFrom(formatDay(s.startDate, timeZone))
                        : null}
                  </p>
                )}
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.activities}>
                  {s.activities.map((a) => (
                    <li key={a}>
                      <Badge tone="success">{a}</Badge>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <SubscriptionForm
        open={form.open}
        editing={form.editing}
        activities={activities}
        onClose={close}
        onSaved={onSaved}
      />

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={m.confirmDelete}
        width={400}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              {m.cancel}
            </Button>
            <Button type="button" variant="danger" onClick={confirmDelete} loading={busy}>
              {m.delete}
            </Button>
          </>
        }
      >
        {deleting?.address.description}
      </Dialog>
    </div>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Card, Dialog, TextField, useAction } from '@/components/ui';
import { addGuestAction, deleteGuestAction, removeGuestAction } from '@/lib/guests/actions';
import { addGuestSchema, type AddGuestInput } from '@/lib/guests/schema';
import { guestUi as m } from '@/lib/messages/places';

/**
 * event/{id}/manage: guests without an account, added by name and e-mail, removed from this game one by one, or
 * deleted (after a confirmation) from every game and roster the host manages (lib/guests/service.ts deleteGuest).
 */
export function UnregisteredGuestsCard({
  eventId,
  guests,
}: {
  eventId: string;
  guests: { id: string; name: string; email: string | null }[];
}) {
  const router = useRouter();
  const runAction = useAction();
  const [removing, setRemoving] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await runAction(deleteGuestAction, { guestUserId: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (result.ok) router.refresh();
  };
  const form = useForm<AddGuestInput>({
    resolver: zodResolver(addGuestSchema),
    defaultValues: { eventId, name: '', email: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(addGuestAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ eventId, name: '', email: '' });
      router.refresh();
    }
  });
  return (
    <Card title={m.title}>
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-700">{m.intro}</p>
        {guests.length === 0 ? (
          <p className="text-sm text-slate-600">{m.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {guests.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{g.name}</span>{' '}
                  <span className="text-slate-600">{g.email}</span>
                </span>
                <span className="flex items-center gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={removing === g.id}
                    aria-label={m.remove(g.name)}
                    onClick={async () => {
                      setRemoving(g.id);
                      const result = await runAction(removeGuestAction, { eventId, guestUserId: g.id });
                      setRemoving(null);
                      if (result.ok) router.refresh();
                    }}
                  >
                    ✕
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={m.delete(g.name)}
                    onClick={() => setDeleting({ id: g.id, name: g.name })}
                  >
                    {m.deleteConfirm}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Dialog
          open={deleting !== null}
          onClose={() => !busy && setDeleting(null)}
          title={m.deleteTitle}
          role="alertdialog"
          width={440}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
                {m.cancel}
              </Button>
              <Button variant="danger" onClick={confirmDelete} loading={busy}>
                {m.deleteConfirm}
              </Button>
            </>
          }
        >
          <p>{deleting ? m.deleteQuestion(deleting.name) : null}</p>
        </Dialog>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField
            label={m.name}
            required
            error={errors.name?.message}
            maxLength={80}
            {...form.register('name')}
          />
          <TextField
            label={m.email}
            type="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-6">
            {m.add}
          </Button>
        </form>
      </div>
    </Card>
  );
}

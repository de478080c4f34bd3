'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, TextField, useAction } from '@/components/ui';
import { addRosterGuestAction } from '@/lib/guests/actions';
import { addRosterGuestSchema, type AddRosterGuestInput } from '@/lib/guests/schema';
import { guestUi as m } from '@/lib/messages/places';

// team/{id}: owners, admins and managers put someone without an account on the roster by name and e-mail.
export function RosterGuestDialog({ teamId }: { teamId: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [open, setOpen] = useState(false);
  const empty = { teamId, name: '', email: '' };
  const form = useForm<AddRosterGuestInput>({
    resolver: zodResolver(addRosterGuestSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const close = () => {
    setOpen(false);
    form.reset(empty);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(addRosterGuestAction, values, { setError: form.setError });
    if (result.ok) {
      close();
      router.refresh();
    }
  });
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {m.rosterAdd}
      </Button>
      <Dialog open={open} onClose={close} title={m.rosterDialogTitle} width={520}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">{m.rosterIntro}</p>
          <TextField
            label={m.name}
            required
            maxLength={80}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={m.email}
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {m.add}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, Card, TextField, useAction } from '@/components/ui';
import { setGuestsAction } from '@/lib/events/actions';
import { GUEST_NAME_MAX, guestsSchema } from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';
import { z } from 'zod';

type Form = z.input<typeof guestsSchema>;
// useFieldArray needs objects: the form keeps { name } rows and sends the names.
type Rows = { eventId: string; guests: { name: string }[] };
const rowsSchema = z.object({
  eventId: guestsSchema.shape.eventId,
  guests: z.array(z.object({ name: guestsSchema.shape.names.element })),
});

/** The viewer's guests for a game that takes them: names, added or removed one by one, saved together. */
export function GuestsCard({
  eventId,
  limit,
  names,
  waitlisted,
}: {
  eventId: string;
  limit: number;
  names: string[];
  /** Waitlisted or pending: guests take spots only when the viewer gets in. */
  waitlisted: boolean;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { control, register, handleSubmit, formState, reset } = useForm<Rows>({
    resolver: zodResolver(rowsSchema),
    defaultValues: { eventId, guests: names.map((name) => ({ name })) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' });

  const onSubmit = handleSubmit(async (values) => {
    const input: Form = { eventId, names: values.guests.map((g) => g.name) };
    const result = await runAction(setGuestsAction, input);
    if (result.ok) reset(values);
    router.refresh();
  });

  return (
    <Card title={m.yourGuests}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{m.guestsIntro(limit)}</p>
        {waitlisted && <p className="text-sm text-slate-700">{m.guestsWaitlistNote}</p>}
        {fields.length > 0 && (
          <ul className="space-y-2">
            {fields.map((field, i) => (
              <li key={field.id} className="flex items-start gap-2">
                <TextField
                  label={m.guestName(i + 1)}
                  maxLength={GUEST_NAME_MAX}
                  autoComplete="off"
                  error={formState.errors.guests?.[i]?.name?.message}
                  className="flex-1"
                  {...register(`guests.${i}.name`)}
                />
                <Button
                  type="button"
                  variant="secondary"
                  className="mt-6"
                  aria-label={m.removeGuest(field.name)}
                  onClick={() => remove(i)}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {fields.length < limit && (
            <Button type="button" variant="secondary" onClick={() => append({ name: '' })}>
              {m.addGuest}
            </Button>
          )}
          {formState.isDirty && (
            <Button type="submit" loading={formState.isSubmitting}>
              {m.saveGuests}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, TextAreaField, useAction } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { rateEventAction } from '@/lib/events/actions';
import { RATING_COMMENT_MAX, rateEventSchema, type RateEventInput } from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';

const STARS = [1, 2, 3, 4, 5] as const;

/** After the game: 1–5 stars (a radio group, arrow keys move) and an optional comment. */
export function RateGameCard({
  eventId,
  mine,
}: {
  eventId: string;
  mine: { stars: number; comment: string | null } | null;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { control, register, handleSubmit, setError, formState } = useForm<RateEventInput>({
    resolver: zodResolver(rateEventSchema),
    defaultValues: { eventId, stars: mine?.stars ?? 0, comment: mine?.comment ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(rateEventAction, values, { setError });
    if (result.ok) router.refresh();
  });
  return (
    <Card title={m.rateTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{mine ? m.yourRating(mine.stars) : m.rateIntro}</p>
        <Controller
          control={control}
          name="stars"
          render={({ field, fieldState }) => (
            <fieldset>
              <legend className="sr-only">{m.rateTitle}</legend>
              <div className="flex gap-1">
                {STARS.map((n) => (
                  <label
                    key={n}
                    className="cursor-pointer rounded-md p-1 focus-within:outline-2 focus-within:outline-emerald-700"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      className="sr-only"
                    />
                    <span className="sr-only">{m.starLabel(n)}</span>
                    <span
                      aria-hidden="true"
                      className={cx(
                        'text-3xl leading-none',
                        n <= field.value ? 'text-amber-500' : 'text-slate-300',
                      )}
                    >
                      ★
                    </span>
                  </label>
                ))}
              </div>
              {fieldState.error && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <TextAreaField
          label={m.ratingComment}
          rows={2}
          maxLength={RATING_COMMENT_MAX}
          error={formState.errors.comment?.message}
          {...register('comment')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {m.rateSubmit}
        </Button>
      </form>
    </Card>
  );
}

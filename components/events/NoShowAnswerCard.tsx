'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, Card, TextAreaField, useAction } from '@/components/ui';
import { answerNoShowAction } from '@/lib/events/actions';
import { NO_SHOW_ANSWER_MAX, noShowAnswerSchema, type NoShowAnswerInput } from '@/lib/events/schema';
import { noShowMessages as m } from '@/lib/messages/reliability';

/**
 * The player's side of a no-show mark (docs/no-shows.md): what the host marked, and one answer (then the answer
 * as sent, and whether the host kept the mark).
 */
export function NoShowAnswerCard({
  eventId,
  answer,
  confirmed,
}: {
  eventId: string;
  answer: string | null;
  confirmed: boolean;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { register, handleSubmit, setError, formState } = useForm<NoShowAnswerInput>({
    resolver: zodResolver(noShowAnswerSchema),
    defaultValues: { eventId, answer: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(answerNoShowAction, values, { setError });
    if (result.ok) router.refresh();
  });
  return (
    <Card title={m.markedTitle}>
      <div className="space-y-3" data-testid="no-show-mark">
        <p className="text-sm text-slate-700">{m.yourMark}</p>
        {answer !== null ? (
          <>
            <p className="text-sm text-slate-800">{m.yourAnswer(answer)}</p>
            <p className="text-sm text-slate-700">{confirmed ? m.yourMarkConfirmed : m.yourMarkPending}</p>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <TextAreaField
              label={m.answerLabel}
              rows={3}
              maxLength={NO_SHOW_ANSWER_MAX}
              error={formState.errors.answer?.message}
              {...register('answer')}
            />
            <Button type="submit" loading={formState.isSubmitting}>
              {m.answerSend}
            </Button>
          </form>
        )}
      </div>
    </Card>
  );
}

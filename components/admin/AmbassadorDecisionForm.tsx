'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, TextAreaField, useAction } from '@/components/ui';
import { ambassadorUi as m } from '@/lib/messages/teams';
import { decideAmbassadorAction } from '@/lib/teams/actions';
import {
  AMBASSADOR_MESSAGE_MAX,
  ambassadorDecisionSchema,
  type AmbassadorDecisionInput,
} from '@/lib/teams/schema';

/** admin/ambassadors: a message to the applicant, then Approve or Decline (the applicant is notified). */
export function AmbassadorDecisionForm({ applicationId, name }: { applicationId: string; name: string }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<AmbassadorDecisionInput>({
    resolver: zodResolver(ambassadorDecisionSchema),
    defaultValues: { applicationId, decision: 'approved', message: '' },
  });
  const submit = (decision: 'approved' | 'declined') =>
    form.handleSubmit(async (values) => {
      const result = await runAction(
        decideAmbassadorAction,
        { ...values, decision },
        { setError: form.setError },
      );
      if (result.ok) router.refresh();
    });
  const busy = form.formState.isSubmitting;
  return (
    <form noValidate className="space-y-3" onSubmit={(e) => e.preventDefault()}>
      <TextAreaField
        label={`${m.messageLabel} (${name})`}
        hint={m.messageHint}
        rows={3}
        maxLength={AMBASSADOR_MESSAGE_MAX}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={submit('approved')}>
          {m.approve}
        </Button>
        <Button type="button" size="sm" variant="danger" disabled={busy} onClick={submit('declined')}>
          {m.decline}
        </Button>
      </div>
    </form>
  );
}

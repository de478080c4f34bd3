'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';
import { createThreadAction, createTopicAction, replyAction } from '@/lib/teams/actions';
import {
  createThreadSchema,
  createTopicSchema,
  POST_BODY_MAX,
  replySchema,
  THREAD_TITLE_MAX,
  TOPIC_NAME_MAX,
  type CreateThreadInput,
  type CreateTopicInput,
  type ReplyInput,
} from '@/lib/teams/schema';

/** "Start a discussion": a dialog with title, optional topic and message; opens the new thread. */
export function NewThreadButton({
  teamId,
  topics,
  defaultTopicId = '',
}: {
  teamId: string;
  topics: { id: string; name: string }[];
  defaultTopicId?: string;
}) {
  const [open, setOpen] = useState(false);
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<CreateThreadInput>({
    resolver: zodResolver(createThreadSchema),
    defaultValues: { teamId, topicId: defaultTopicId, title: '', body: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createThreadAction, values, { setError: form.setError });
    if (result.ok) {
      setOpen(false);
      form.reset();
      router.push(`/team/${teamId}/discussions/${result.data.id}`);
    }
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {m.newThread}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.newThread} width={560}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={m.threadTitle}
            required
            maxLength={THREAD_TITLE_MAX}
            error={errors.title?.message}
            {...form.register('title')}
          />
          {topics.length > 0 && (
            <SelectField
              label={m.threadTopic}
              options={[
                { value: '', label: m.noTopic },
                ...topics.map((t) => ({ value: t.id, label: t.name })),
              ]}
              error={errors.topicId?.message}
              {...form.register('topicId')}
            />
          )}
          <TextAreaField
            label={m.threadBody}
            required
            rows={6}
            maxLength={POST_BODY_MAX}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {m.post}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** Managers add a topic (inline form). */
export function NewTopicForm({ teamId }: { teamId: string }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<CreateTopicInput>({
    resolver: zodResolver(createTopicSchema),
    defaultValues: { teamId, name: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createTopicAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset();
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={m.newTopic}
        placeholder={m.topicName}
        maxLength={TOPIC_NAME_MAX}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="secondary" className="sm:mt-6" loading={form.formState.isSubmitting}>
        {m.inviteAdd}
      </Button>
    </form>
  );
}

/** The reply box under a discussion. */
export function ReplyForm({ teamId, threadId }: { teamId: string; threadId: string }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<ReplyInput>({
    resolver: zodResolver(replySchema),
    defaultValues: { teamId, threadId, body: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(replyAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ teamId, threadId, body: '' });
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label={m.replyLabel}
        rows={4}
        maxLength={POST_BODY_MAX}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.reply}
        </Button>
      </div>
    </form>
  );
}

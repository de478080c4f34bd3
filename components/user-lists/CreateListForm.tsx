'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, TextField, useToast } from '@/components/ui';
import { applyActionErrors } from '@/lib/form-errors';
import { createListAction } from '@/lib/user-lists/actions';
import { createListSchema, LIST_NAME_MAX, type CreateListInput } from '@/lib/user-lists/schema';
import { userListMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { callAction } from '@/lib/actions/call';

export function CreateListForm() {
  const router = useRouter();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateListInput>({
    resolver: zodResolver(createListSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(createListAction, values);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message);
      return;
    }
    toast.success(userListMessages.created, durations.userList.created);
    reset();
    router.push(`/user-list?list=${encodeURIComponent(result.data.id)}`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={userListMessages.listName}
        maxLength={LIST_NAME_MAX}
        className="min-w-60 flex-1"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {userListMessages.create}
      </Button>
    </form>
  );
}

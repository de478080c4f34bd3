'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, TextAreaField, TextField, useAction } from '@/components/ui';
import {
  ORGANIZATION_DESCRIPTION_MAX,
  ORGANIZATION_NAME_MAX,
  organizationManageUi as m,
} from '@/lib/messages/organizations';
import { createOrganizationAction, updateOrganizationAction } from '@/lib/organizations/actions';
import {
  organizationSchema,
  slugFromName,
  type OrganizationInput,
  type OrganizationValues,
} from '@/lib/organizations/schema';

/** Create (no organizationId) or edit an organization: name, page address, description, links. */
export function OrganizationForm({
  organizationId,
  defaults,
  origin,
}: {
  organizationId?: string;
  defaults?: OrganizationInput;
  origin: string;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { register, handleSubmit, setError, reset, setValue, getFieldState, formState } = useForm<
    OrganizationInput,
    unknown,
    OrganizationValues
  >({
    resolver: zodResolver(organizationSchema),
    defaultValues: defaults ?? { name: '', slug: '', description: '', links: '' },
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const creating = !organizationId;
  const onSubmit = handleSubmit(async (values) => {
    const input = { ...values, links: values.links.join('\n') };
    if (creating) {
      const result = await runAction(createOrganizationAction, input, { setError });
      if (result.ok) router.push(`/organizations/${result.data.id}/manage`);
      return;
    }
    const result = await runAction(updateOrganizationAction, { ...input, organizationId }, { setError });
    if (result.ok) {
      reset({ ...input });
      router.refresh();
    }
  });
  const name = register('name', {
    onChange: (e: { target: { value: string } }) => {
      // A new organization's address follows its name until the user edits the address itself.
      if (creating && !getFieldState('slug').isDirty) setValue('slug', slugFromName(e.target.value));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={m.nameLabel}
        required
        maxLength={ORGANIZATION_NAME_MAX}
        error={errors.name?.message}
        {...name}
      />
      <TextField
        label={m.slugLabel}
        required
        maxLength={60}
        hint={m.slugHint(origin)}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <TextAreaField
        label={m.descriptionLabel}
        rows={4}
        maxLength={ORGANIZATION_DESCRIPTION_MAX}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={m.linksLabel}
        rows={3}
        hint={m.linksHint}
        error={errors.links?.message}
        {...register('links')}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" loading={formState.isSubmitting} disabled={!creating && !formState.isDirty}>
          {creating ? m.create : m.save}
        </Button>
      </div>
    </form>
  );
}

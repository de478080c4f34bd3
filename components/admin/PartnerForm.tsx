'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { adminPartnerMessages as m, partnerTypes } from '@/lib/messages/partners';
import { createPartnerAction, updatePartnerAction } from '@/lib/partners/actions';
import { partnerFields, PARTNER_TYPES, type PartnerInput } from '@/lib/partners/schema';

const EMPTY: PartnerInput = {
  name: '',
  type: PARTNER_TYPES[0],
  tagline: '',
  description: '',
  city: '',
  region: '',
  websiteUrl: '',
  preferred: false,
  sortOrder: 0,
};

/** admin/partners/new and admin/partners/{id}: a partner's details, checked with the action's schema. */
export function PartnerForm({ partnerId, values }: { partnerId?: string; values?: PartnerInput }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<PartnerInput>({
    resolver: zodResolver(partnerFields),
    defaultValues: values ?? EMPTY,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (input) => {
    if (partnerId) {
      const result = await runAction(
        updatePartnerAction,
        { ...input, partnerId },
        { setError: form.setError },
      );
      if (result.ok) router.refresh();
    } else {
      const result = await runAction(createPartnerAction, input, { setError: form.setError });
      if (result.ok) router.push(`/admin/partners/${result.data.id}`);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={m.name}
        required
        maxLength={120}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={m.type}
        required
        options={PARTNER_TYPES.map((t) => ({ value: t, label: partnerTypes[t].label }))}
        error={errors.type?.message}
        {...form.register('type')}
      />
      <TextField
        label={m.tagline}
        required
        maxLength={160}
        className="sm:col-span-2"
        error={errors.tagline?.message}
        {...form.register('tagline')}
      />
      <TextAreaField
        label={m.description}
        required
        rows={5}
        maxLength={4000}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label={m.city}
        required
        maxLength={80}
        error={errors.city?.message}
        {...form.register('city')}
      />
      <TextField
        label={m.region}
        required
        maxLength={2}
        autoCapitalize="characters"
        error={errors.region?.message}
        {...form.register('region')}
      />
      <TextField
        label={m.websiteUrl}
        type="url"
        maxLength={300}
        error={errors.websiteUrl?.message}
        {...form.register('websiteUrl')}
      />
      <TextField
        label={m.sortOrder}
        type="number"
        min={0}
        max={9999}
        error={errors.sortOrder?.message}
        {...form.register('sortOrder', { valueAsNumber: true })}
      />
      <CheckboxField label={m.preferred} className="sm:col-span-2" {...form.register('preferred')} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { commonMessages } from '@/lib/messages';
import { postCategories, postMessages as m } from '@/lib/messages/posts';
import { createPostAction, updatePostAction } from '@/lib/posts/actions';
import { findCategory } from '@/lib/posts/rules';
import { createPostSchema, POST_TEXT_MAX, POST_TITLE_MAX, type CreatePostInput } from '@/lib/posts/schema';

type Saved = { id: string; href: string };

/** Title, text, category and subcategory; writes a new post, or edits `postId` when given. */
export function PostForm({
  postId,
  defaults,
  onSaved,
  onCancel,
}: {
  postId?: string;
  defaults: CreatePostInput;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}) {
  const runAction = useAction();
  const form = useForm<CreatePostInput>({
    // The edit action adds postId; the fields and their rules are the same.
    resolver: zodResolver(createPostSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const category = findCategory(form.watch('category'));
  const categoryField = form.register('category', {
    // A new category starts at its first subcategory.
    onChange: (event: { target: { value: string } }) =>
      form.setValue('subCategory', findCategory(event.target.value)?.subcategories[0]?.slug ?? ''),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = postId
      ? await runAction(updatePostAction, { ...values, postId }, { setError: form.setError })
      : await runAction(createPostAction, values, { setError: form.setError });
    if (result.ok) onSaved(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={m.titleLabel}
        required
        maxLength={POST_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={m.textLabel}
        hint={m.textHint}
        required
        rows={7}
        maxLength={POST_TEXT_MAX}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.categoryLabel}
          required
          options={postCategories.map((c) => ({ value: c.slug, label: c.label }))}
          error={errors.category?.message}
          {...categoryField}
        />
        <SelectField
          label={m.subcategoryLabel}
          required
          options={(category?.subcategories ?? []).map((s) => ({ value: s.slug, label: s.label }))}
          error={errors.subCategory?.message}
          {...form.register('subCategory')}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {commonMessages.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {postId ? commonMessages.saveChanges : m.publish}
        </Button>
      </div>
    </form>
  );
}

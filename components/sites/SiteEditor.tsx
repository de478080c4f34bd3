'use client';

import '@puckeditor/core/puck.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Puck, useGetPuck, type Data } from '@puckeditor/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Badge,
  Button,
  ButtonLink,
  CheckboxField,
  Dialog,
  TextAreaField,
  TextField,
  useAction,
} from '@/components/ui';
import { siteUi as m } from '@/lib/messages/sites';
import {
  addPageAction,
  deletePageAction,
  discardDraftAction,
  movePageAction,
  publishSiteAction,
  savePageAction,
  updatePageAction,
  updateSiteSettingsAction,
} from '@/lib/sites/actions';
import type { EditorData, EditorPage } from '@/lib/sites/queries';
import {
  addPageSchema,
  updateSiteSettingsSchema,
  type AddPageInput,
  type PageData,
  type UpdateSiteSettingsInput,
} from '@/lib/sites/schema';
import { editorConfig } from './editor-config';
import { SiteSettingsFields } from './SiteSettingsFields';
import { siteThemeVars } from './theme';

// site/build/{id}: pages on the left (order, navigation, settings), the Puck editor for the chosen page on
// the right. Every save goes to the draft (the first one copies the published site); Publish makes the
// draft the site visitors see.

export function SiteEditor({ data, initialSlug }: { data: EditorData; initialSlug?: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [slug, setSlug] = useState(
    data.pages.some((p) => p.slug === initialSlug) ? initialSlug! : data.pages[0].slug,
  );
  const page = data.pages.find((p) => p.slug === slug) ?? data.pages[0];
  const [dirty, setDirty] = useState(false);
  const latest = useRef<Data | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'publish'>(null);
  const [dialog, setDialog] = useState<
    null | 'add' | 'settings' | 'discard' | { edit: EditorPage } | { remove: EditorPage }
  >(null);
  const config = useMemo(
    () =>
      editorConfig(
        data.teams,
        data.forms.map((f) => ({ id: f.id, name: f.title })),
      ),
    [data.teams, data.forms],
  );
  const theme = siteThemeVars(data.settings.theme);

  const select = (next: string) => {
    if (dirty && !window.confirm(m.unsavedPage)) return;
    setDirty(false);
    latest.current = null;
    setSlug(next);
    router.replace(`/site/build/${data.siteId}?page=${encodeURIComponent(next)}`, { scroll: false });
  };

  const save = useCallback(
    async (pageData: Data) => {
      setBusy('save');
      const result = await runAction(savePageAction, {
        siteId: data.siteId,
        slug: page.slug,
        data: pageData as unknown as PageData,
      });
      setBusy(null);
      if (result.ok) {
        setDirty(false);
        router.refresh();
      }
      return result.ok;
    },
    [data.siteId, page.slug, router, runAction],
  );

  const publish = async () => {
    if (dirty && latest.current && !(await save(latest.current))) return;
    setBusy('publish');
    const result = await runAction(publishSiteAction, { siteId: data.siteId });
    setBusy(null);
    if (result.ok) router.refresh();
  };

  const move = async (target: EditorPage, direction: 'up' | 'down') => {
    const r = await runAction(movePageAction, { siteId: data.siteId, slug: target.slug, direction });
    if (r.ok) router.refresh();
  };

  const status = !data.publishedAt ? (
    <Badge>{m.notPublished}</Badge>
  ) : data.hasDraft ? (
    <Badge tone="warning">{m.unpublishedChanges}</Badge>
  ) : (
    <Badge tone="success">{m.upToDate}</Badge>
  );

  // light-only: the editor shows the site as its visitors see it (organizers pick their colours against white),
  // so a dark system setting leaves this page light (app/globals.css, docs/look-and-feel.md).
  return (
    <div className="light-only space-y-4" style={theme}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link href="/site" className="text-sm text-emerald-800 underline">
            {m.back}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-bold text-slate-900">{data.title}</h1>
            <span data-testid="site-status">{status}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {data.publishedAt && (
            <ButtonLink href={`/site/view/${data.siteId}`} variant="ghost" target="_blank">
              {m.view}
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={() => setDialog('settings')}>
            {m.siteSettings}
          </Button>
          {data.hasDraft && data.publishedAt && (
            <Button variant="secondary" onClick={() => setDialog('discard')}>
              {m.discard}
            </Button>
          )}
          <Button
            onClick={publish}
            loading={busy === 'publish'}
            disabled={busy !== null || (!dirty && !data.hasDraft && Boolean(data.publishedAt))}
          >
            {m.publish}
          </Button>
        </div>
      </div>
      {(data.hasDraft || dirty) && <p className="text-sm text-slate-600">{m.draftNote}</p>}

      <div className="flex flex-col gap-4">
        <nav aria-label={m.pages}>
          <div className="rounded-xl border border-slate-200 bg-white">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <h2 className="font-semibold text-slate-900">{m.pages}</h2>
              <Button size="sm" variant="secondary" onClick={() => setDialog('add')}>
                {m.addPage}
              </Button>
            </div>
            <ol className="grid gap-x-2 divide-y divide-slate-100 sm:grid-cols-2 sm:divide-y-0 xl:grid-cols-3">
              {data.pages.map((p, i) => (
                <li key={p.slug} className="flex items-center gap-1 px-2 py-2">
                  <button
                    type="button"
                    onClick={() => select(p.slug)}
                    aria-current={p.slug === page.slug ? 'page' : undefined}
                    className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left hover:bg-slate-50 aria-[current=page]:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                  >
                    <span className="block truncate text-sm font-medium text-slate-900">{p.title}</span>
                    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
                      /{p.slug}
                      {i === 0 && <Badge tone="success">{m.homeBadge}</Badge>}
                      {!p.inNav && <Badge>{m.hiddenFromNav}</Badge>}
                    </span>
                  </button>
                  <IconButton label={m.moveUp(p.title)} disabled={i === 0} onClick={() => move(p, 'up')}>
                    ↑
                  </IconButton>
                  <IconButton
                    label={m.moveDown(p.title)}
                    disabled={i === data.pages.length - 1}
                    onClick={() => move(p, 'down')}
                  >
                    ↓
                  </IconButton>
                  <IconButton label={`${m.pageSettings}: ${p.title}`} onClick={() => setDialog({ edit: p })}>
                    ⚙
                  </IconButton>
                  <IconButton
                    label={`${m.deletePage}: ${p.title}`}
                    disabled={data.pages.length === 1}
                    onClick={() => setDialog({ remove: p })}
                  >
                    ✕
                  </IconButton>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <section
          aria-label={page.title}
          className="min-w-0 flex-1 overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          {dirty && (
            <p
              role="status"
              className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            >
              {m.unsavedPage}
            </p>
          )}
          <Puck
            key={`${page.slug}`}
            config={config}
            data={page.data as unknown as Data}
            headerTitle={page.title}
            headerPath={`/${page.slug}`}
            height="calc(100dvh - 12rem)"
            iframe={{ enabled: false }}
            onChange={(d) => {
              latest.current = d;
              setDirty(true);
            }}
            onPublish={(d) => void save(d)}
            overrides={{ headerActions: () => <SaveButton onSave={save} saving={busy === 'save'} /> }}
          />
        </section>
      </div>

      <AddPageDialog
        siteId={data.siteId}
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={(s) => select(s)}
      />
      {dialog && typeof dialog === 'object' && 'edit' in dialog && (
        <EditPageDialog
          siteId={data.siteId}
          page={dialog.edit}
          onClose={() => setDialog(null)}
          onSaved={(s) => dialog.edit.slug === slug && setSlug(s)}
        />
      )}
      <SettingsDialog data={data} open={dialog === 'settings'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'discard'}
        title={m.discard}
        body={m.discardConfirm}
        confirm={m.discard}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const r = await runAction(discardDraftAction, { siteId: data.siteId });
          if (r.ok) {
            setDirty(false);
            router.refresh();
          }
          setDialog(null);
        }}
      />
      {dialog && typeof dialog === 'object' && 'remove' in dialog && (
        <ConfirmDialog
          open
          title={m.deletePage}
          body={m.deletePageConfirm(dialog.remove.title)}
          confirm={m.deletePage}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const r = await runAction(deletePageAction, { siteId: data.siteId, slug: dialog.remove.slug });
            if (r.ok) {
              if (dialog.remove.slug === slug) setSlug(data.pages.find((p) => p.slug !== slug)!.slug);
              router.refresh();
            }
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

function SaveButton({ onSave, saving }: { onSave: (d: Data) => Promise<boolean>; saving: boolean }) {
  const getPuck = useGetPuck();
  return (
    <Button size="sm" loading={saving} onClick={() => void onSave(getPuck().appState.data)}>
      {m.savePage}
    </Button>
  );
}

function IconButton({
  label,
  children,
  ...rest
}: { label: string; children: React.ReactNode } & React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="grid size-8 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-emerald-700"
      {...rest}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}

function PageMetaFields({ form }: { form: ReturnType<typeof useForm<AddPageInput>> }) {
  const e = form.formState.errors;
  return (
    <div className="space-y-4">
      <TextField
        label={m.pageTitleLabel}
        maxLength={80}
        required
        {...form.register('title')}
        error={e.title?.message}
      />
      <TextField
        label={m.slugLabel}
        hint={m.slugHelp}
        required
        {...form.register('slug')}
        error={e.slug?.message}
      />
      <TextAreaField
        label={m.seoLabel}
        hint={m.seoHelp}
        maxLength={160}
        rows={2}
        {...form.register('seoDescription')}
        error={e.seoDescription?.message}
      />
      <CheckboxField label={m.inNavLabel} {...form.register('inNav')} />
    </div>
  );
}

function AddPageDialog({
  siteId,
  open,
  onClose,
  onAdded,
}: {
  siteId: string;
  open: boolean;
  onClose: () => void;
  onAdded: (slug: string) => void;
}) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<AddPageInput>({
    resolver: zodResolver(addPageSchema),
    defaultValues: { siteId, title: '', slug: '', seoDescription: '', inNav: true },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await runAction(addPageAction, values, { setError: form.setError });
    if (r.ok) {
      form.reset();
      onClose();
      router.refresh();
      onAdded(r.data.slug);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.addPage}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" form="add-page-form" loading={form.formState.isSubmitting}>
            {m.addPage}
          </Button>
        </>
      }
    >
      <form id="add-page-form" onSubmit={submit} noValidate>
        <PageMetaFields form={form} />
      </form>
    </Dialog>
  );
}

function EditPageDialog({
  siteId,
  page,
  onClose,
  onSaved,
}: {
  siteId: string;
  page: EditorPage;
  onClose: () => void;
  onSaved: (slug: string) => void;
}) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<AddPageInput>({
    resolver: zodResolver(addPageSchema),
    defaultValues: {
      siteId,
      title: page.title,
      slug: page.slug,
      seoDescription: page.seoDescription,
      inNav: page.inNav,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await runAction(
      updatePageAction,
      { ...values, currentSlug: page.slug },
      { setError: form.setError },
    );
    if (r.ok) {
      onSaved(r.data.slug);
      onClose();
      router.refresh();
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={m.pageSettings}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" form="edit-page-form" loading={form.formState.isSubmitting}>
            {m.save}
          </Button>
        </>
      }
    >
      <form id="edit-page-form" onSubmit={submit} noValidate>
        <PageMetaFields form={form} />
      </form>
    </Dialog>
  );
}

function SettingsDialog({ data, open, onClose }: { data: EditorData; open: boolean; onClose: () => void }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<UpdateSiteSettingsInput>({
    resolver: zodResolver(updateSiteSettingsSchema),
    defaultValues: {
      siteId: data.siteId,
      title: data.title,
      primaryLogo: data.settings.logos.primary ?? '',
      secondaryLogo: data.settings.logos.secondary ?? '',
      primaryColor: data.settings.theme.primaryColor,
      accentColor: data.settings.theme.accentColor,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await runAction(updateSiteSettingsAction, values, { setError: form.setError });
    if (r.ok) {
      onClose();
      router.refresh();
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.siteSettings}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" form="site-settings-form" loading={form.formState.isSubmitting}>
            {m.save}
          </Button>
        </>
      }
    >
      <form id="site-settings-form" onSubmit={submit} noValidate className="space-y-4">
        <SiteSettingsFields register={form.register} errors={form.formState.errors} />
      </form>
    </Dialog>
  );
}

function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await onConfirm();
              setBusy(false);
            }}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}

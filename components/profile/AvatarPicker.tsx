'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, FormError, useToast } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import { commonMessages, profileMessages as m } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/profile/rules';
import { Avatar } from './Avatar';

const DIALOG_WIDTH = 600;
const DIALOG_HEIGHT = 675;

// The profile form's avatar picker: the current picture and a dialog (600×675) to choose, preview and
// upload a new one, or remove it. The upload is checked here for a quick answer and again on the server,
// which crops and resizes it. It is saved at once, independently of the form's submit button.
export function AvatarPicker({
  userId,
  name,
  photoUrl,
  onChange,
}: {
  userId: string;
  name: string;
  photoUrl: string | null;
  onChange: (photoUrl: string | null) => void;
}) {
  const toast = useToast();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // The preview's object URL is released when replaced and when the picker goes away.
  const previewRef = useRef<string | null>(null);
  const showPreview = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewRef.current);
    setFile(next);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const close = () => {
    setOpen(false);
    showPreview(null);
    setError(undefined);
  };

  const choose = (chosen: File | undefined) => {
    setError(undefined);
    showPreview(null);
    if (!chosen) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type)) return setError(m.avatarTypeError);
    if (chosen.size > AVATAR_MAX_BYTES) return setError(m.avatarSizeError);
    showPreview(chosen);
  };

  const send = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setError(undefined);
    try {
      let body: FormData | undefined;
      if (method === 'POST' && file) {
        body = new FormData();
        body.set('file', file);
      }
      const response = await fetch(`/api/avatars/${encodeURIComponent(userId)}`, { method, body });
      const result = (await response.json().catch(() => null)) as ActionResult<{
        photoUrl?: string;
      }> | null;
      if (!result?.ok) return setError(result?.message ?? m.avatarFailed);
      onChange(method === 'POST' ? (result.data?.photoUrl ?? null) : null);
      toast.success(result.message ?? m.avatarUpdated, durations.short);
      close();
    } catch {
      setError(m.avatarFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} photoUrl={photoUrl} size={80} alt={m.avatar} />
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {m.changeAvatar}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={m.avatarDialogTitle}
        width={DIALOG_WIDTH}
        height={DIALOG_HEIGHT}
        footer={
          <>
            {photoUrl && (
              <Button
                type="button"
                variant="danger"
                className="mr-auto"
                loading={busy && !file}
                disabled={busy}
                onClick={() => send('DELETE')}
              >
                {m.avatarRemove}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {commonMessages.cancel}
            </Button>
            <Button
              type="button"
              onClick={() => send('POST')}
              disabled={!file || busy}
              loading={busy && !!file}
            >
              {m.avatarSave}
            </Button>
          </>
        }
      >
        <div className="flex h-full flex-col items-center gap-4">
          <div className="flex size-64 items-center justify-center overflow-hidden rounded-full bg-slate-100">
            {preview ? (
              <Image
                src={preview}
                alt={m.avatarPreview}
                width={256}
                height={256}
                unoptimized
                className="size-64 object-cover"
              />
            ) : (
              <Avatar name={name} photoUrl={photoUrl} size={256} alt="" />
            )}
          </div>
          <div className="w-full space-y-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
              {m.avatarChoose}
            </label>
            <input
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => choose(event.target.files?.[0])}
              className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-white focus-visible:outline-2 focus-visible:outline-emerald-700"
            />
            <p id={`${inputId}-hint`} className="text-sm text-slate-600">
              {m.avatarHint}
            </p>
          </div>
          <FormError message={error} className="w-full" />
        </div>
      </Dialog>
    </div>
  );
}

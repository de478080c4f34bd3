'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { ConfirmButton } from '@/components/teams/ConfirmButton';
import { Button, FormError, useAction, useToast } from '@/components/ui';
import { durations } from '@/components/ui/toast-durations';
import type { ActionResult } from '@/lib/action-result';
import { placeUi as m } from '@/lib/messages/places';
import { removePlacePhotoAction } from '@/lib/places/actions';
import { MAX_PLACE_PHOTOS, PLACE_PHOTO_TYPES, placePhotoUploadSchema } from '@/lib/places/schema';

// places/edit/{id}: the place's photos with Remove, and one file at a time to add (checked with the upload
// route's own schema before it is sent; the server checks the bytes again).
export function PlacePhotoManager({
  placeId,
  placeName,
  photos,
}: {
  placeId: string;
  placeName: string;
  photos: { id: string; url: string }[];
}) {
  const router = useRouter();
  const toast = useToast();
  const runAction = useAction();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const full = photos.length >= MAX_PLACE_PHOTOS;

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = placePhotoUploadSchema.safeParse({ placeId, file: input.current?.files?.[0] });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? m.photoRequired);
    setError(undefined);
    setBusy(true);
    try {
      const body = new FormData();
      body.set('file', parsed.data.file);
      const response = await fetch(`/api/places/${encodeURIComponent(placeId)}/photos`, {
        method: 'POST',
        body,
      });
      const result = (await response.json().catch(() => null)) as ActionResult<unknown> | null;
      if (!result?.ok) return setError(result?.message ?? m.photoFailed);
      toast.success(result.message ?? m.photoAdded, durations.short);
      if (input.current) input.current.value = '';
      router.refresh();
    } catch {
      setError(m.photoFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        {m.photosManage}
      </h2>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noPhotosYet}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={m.photosManage}>
          {photos.map((photo, i) => (
            <li key={photo.id} className="space-y-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our route, sized by CSS */}
              <img
                src={photo.url}
                alt={m.photoAlt(placeName, i + 1)}
                className="aspect-square w-full rounded-md object-cover"
              />
              <ConfirmButton
                size="sm"
                variant="ghost"
                question={m.photoRemoveConfirm}
                confirmText={m.photoRemove}
                aria-label={m.photoRemoveLabel(i + 1)}
                onConfirm={async () => {
                  const result = await runAction(removePlacePhotoAction, { placeId, photoId: photo.id });
                  if (result.ok) router.refresh();
                }}
              >
                {m.photoRemove}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-700">{m.photoLimit(MAX_PLACE_PHOTOS)}</p>
      ) : (
        <form onSubmit={upload} noValidate className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            {m.photoChoose}
          </label>
          <input
            ref={input}
            id={inputId}
            name="file"
            type="file"
            accept={PLACE_PHOTO_TYPES.join(',')}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            onChange={() => setError(undefined)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
          />
          <p id={hintId} className="text-xs text-slate-600">
            {m.photosHint(MAX_PLACE_PHOTOS)}
          </p>
          <FormError message={error} />
          <Button type="submit" variant="secondary" loading={busy}>
            {m.photoUpload}
          </Button>
        </form>
      )}
    </section>
  );
}

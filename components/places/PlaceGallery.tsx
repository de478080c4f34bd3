'use client';

import { useEffect, useState } from 'react';
import { Button, Dialog } from '@/components/ui';
import { placeUi as m } from '@/lib/messages/places';

// places/view/{id}: the place's photos as buttons (Tab, Enter); a dialog shows one large, with Previous / Next
// buttons and the arrow keys, Escape closes it and focus returns to the photo that opened it.
export function PlaceGallery({ name, urls }: { name: string; urls: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const total = urls.length;
  const go = (step: number) => setOpen((i) => (i === null ? i : (i + step + total) % total));
  const showing = open !== null;

  useEffect(() => {
    if (!showing || total < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') setOpen((i) => (i === null ? i : (i - 1 + total) % total));
      if (e.key === 'ArrowRight') setOpen((i) => (i === null ? i : (i + 1) % total));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showing, total]);

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={m.photos}>
        {urls.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={m.photoOpen(name, i + 1, total)}
              className="block w-full overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our route, sized by CSS */}
              <img
                src={src}
                alt={m.photoAlt(name, i + 1)}
                loading="lazy"
                className="aspect-square w-full object-cover transition hover:opacity-90"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : m.photoDialogTitle(name, open + 1, total)}
        width={900}
        footer={
          <div className="flex w-full flex-wrap justify-between gap-2">
            {total > 1 ? (
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => go(-1)}>
                  {m.photoPrevious}
                </Button>
                <Button variant="secondary" onClick={() => go(1)}>
                  {m.photoNext}
                </Button>
              </span>
            ) : (
              <span />
            )}
            <Button variant="ghost" onClick={() => setOpen(null)}>
              {m.photoClose}
            </Button>
          </div>
        }
      >
        {open !== null && (
          <div>
            {/* eslint-disable-next-line @next/next/no-img-element -- served by our route, sized by CSS */}
            <img
              src={urls[open]}
              alt={m.photoAlt(name, open + 1)}
              className="mx-auto max-h-[70vh] w-auto max-w-full rounded-md object-contain"
            />
          </div>
        )}
      </Dialog>
    </>
  );
}

import Link from 'next/link';
import { notFoundMessages } from '@/lib/messages';
import { placeUi } from '@/lib/messages/places';

/** An unknown (or malformed) place id: 404 with 'Place not found', never a 500 (the not-found page of every places route). */
export function PlaceNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden className="text-6xl">
        🐶
      </p>
      <h1 className="text-2xl font-bold">{placeUi.placeNotFound}</h1>
      <p className="text-slate-700">{notFoundMessages.title}</p>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/discover/places" className="font-semibold text-emerald-700 underline underline-offset-4">
        {placeUi.mapTitle}
      </Link>
    </div>
  );
}

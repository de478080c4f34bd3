import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/places/PrintButton';
import { requireViewer } from '@/lib/auth/viewer';
import { PRODUCT_NAME } from '@/lib/messages';
import { placeUi as m } from '@/lib/messages/places';
import { placeQrSvg, placeUrl } from '@/lib/places/poster';
import { placeById } from '@/lib/places/queries';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const place = await placeById((await params).id);
  return { title: place ? m.posterTitle(place.name) : m.placeNotFound, robots: { index: false } };
}

// places/poster/{id} (and places/poster?id=): a printable poster, A4 or Letter (the printer's page size, 15 mm
// margins), with the place's name and a QR code to its page. Outside the app frame so only the poster prints.
export default async function PlacePosterPage({ params }: Props) {
  await requireViewer({ profile: true });
  const place = await placeById((await params).id);
  if (!place) notFound();
  const svg = await placeQrSvg(place.id);
  return (
    <main
      id="main"
      className="poster-page light-only mx-auto flex min-h-screen max-w-3xl flex-col gap-6 p-6 print:p-0"
    >
      <style>{`@page { margin: 15mm; } @media print { .poster-sheet { min-height: calc(100vh - 1px); border: 0 !important; box-shadow: none !important; } }`}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          href={`/places/view/${place.id}`}
          className="text-sm font-semibold text-emerald-800 underline underline-offset-4"
        >
          {m.posterBack}
        </Link>
        <PrintButton label={m.posterPrint} />
      </div>
      <article className="poster-sheet flex flex-1 flex-col items-center justify-between gap-8 rounded-xl border border-slate-300 bg-white p-10 text-center shadow-sm">
        <header className="space-y-3">
          <p className="text-2xl font-bold tracking-wide text-emerald-800 uppercase">{m.posterHeadline}</p>
          <h1 className="text-5xl leading-tight font-extrabold text-slate-900 sm:text-6xl">{place.name}</h1>
          <p className="text-xl text-slate-700">{place.address}</p>
          {place.sports.length > 0 && <p className="text-lg text-slate-700">{place.sports.join(' · ')}</p>}
        </header>
        <figure className="flex flex-col items-center gap-4">
          <div
            role="img"
            aria-label={m.posterQrAlt(place.name)}
            data-testid="poster-qr"
            className="w-64 sm:w-80 [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <figcaption className="max-w-md text-lg text-slate-800">{m.posterScan}</figcaption>
          <p className="text-sm break-all text-slate-600">{placeUrl(place.id)}</p>
        </figure>
        <footer className="text-xl font-bold text-emerald-800">{PRODUCT_NAME}</footer>
      </article>
    </main>
  );
}

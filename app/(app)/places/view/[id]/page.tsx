import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CheckInButton } from '@/components/places/CheckInButton';
import { PlaceGallery } from '@/components/places/PlaceGallery';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { placeUi as m } from '@/lib/messages/places';
import { placePage } from '@/lib/places/queries';

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => {
  const viewer = await requireViewer({ profile: true });
  return { viewer, page: await placePage(viewer, id) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load((await params).id);
  return { title: page?.place.name ?? m.placeNotFound };
}

const whenLabel = (at: Date, now: Date) => {
  const days = Math.floor((now.getTime() - at.getTime()) / 86_400_000);
  return days <= 0 ? m.today : m.daysAgo(days);
};

// places/view/{id}: a place's details, its upcoming games, who checked in lately, Check in and "Create a game
// here". Unknown ids answer 'Place not found' (404).
export default async function PlaceViewPage({ params }: Props) {
  const { viewer, page } = await load((await params).id);
  if (!page) notFound();
  const { place, events, checkIns, checkedInToday, canEdit } = page;
  const now = new Date();
  const mapsHref = `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=17/${place.lat}/${place.lng}`;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <p className="text-sm">
        <Link href="/discover/places" className="text-emerald-800 underline underline-offset-4">
          {m.mapTitle}
        </Link>
      </p>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">{place.name}</h1>
        <p className="text-slate-700">{place.address}</p>
        {place.sports.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={m.sports}>
            {place.sports.map((s) => (
              <li key={s}>
                <Badge tone="success">{s}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <CheckInButton placeId={place.id} checkedIn={checkedInToday} />
          <ButtonLink href={`/create?place=${place.id}`} variant="secondary">
            {m.createGameHere}
          </ButtonLink>
          <ButtonLink href={`/places/poster/${place.id}`} variant="ghost">
            {m.poster}
          </ButtonLink>
          {canEdit && (
            <ButtonLink href={`/places/edit/${place.id}`} variant="ghost">
              {m.edit}
            </ButtonLink>
          )}
        </div>
      </header>

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-5">
          <Card title={m.upcoming}>
            {events.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={m.noUpcoming}
                description={m.noUpcomingHint}
                action={
                  <ButtonLink href={`/create?place=${place.id}`} size="sm">
                    {m.createGameHere}
                  </ButtonLink>
                }
              />
            ) : (
              <ul className="-m-4 divide-y divide-slate-200">
                {events.map((e) => (
                  <li key={e.id} className="flex items-center justify-between gap-3 px-4 py-3">
                    <div className="min-w-0">
                      <Link
                        href={`/evt/${e.id}`}
                        className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
                      >
                        {e.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {new Intl.DateTimeFormat('en-US', {
                          weekday: 'short',
                          month: 'short',
                          day: 'numeric',
                          hour: 'numeric',
                          minute: '2-digit',
                          timeZone: e.timeZone,
                        }).format(e.dateStart)}
                        {e.gameType ? ` · ${e.gameType}` : ''}
                      </p>
                    </div>
                    {e.capacity !== null && (
                      <span className="shrink-0 text-sm text-slate-700">
                        {e.goingCount}/{e.capacity}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {(place.description || place.openingNotes || place.surface) && (
            <Card title={m.about}>
              <dl className="space-y-3 text-sm">
                {place.surface && (
                  <div>
                    <dt className="font-semibold text-slate-900">{m.surface}</dt>
                    <dd className="text-slate-700">{place.surface}</dd>
                  </div>
                )}
                {place.openingNotes && (
                  <div>
                    <dt className="font-semibold text-slate-900">{m.openingNotes}</dt>
                    <dd className="whitespace-pre-line text-slate-700">{place.openingNotes}</dd>
                  </div>
                )}
                {place.description && (
                  <div>
                    <dt className="font-semibold text-slate-900">{m.description}</dt>
                    <dd className="whitespace-pre-line text-slate-700">{place.description}</dd>
                  </div>
                )}
              </dl>
            </Card>
          )}
          {place.photoUrls.length > 0 && (
            <Card title={m.photos}>
              <PlaceGallery name={place.name} urls={place.photoUrls} />
            </Card>
          )}
        </div>
        <aside className="space-y-5" aria-label={m.sideLabel}>
          <Card title={m.recentCheckIns}>
            {checkIns.length === 0 ? (
              <p className="text-sm text-slate-600">{m.noCheckIns}</p>
            ) : (
              <ul className="-m-4 divide-y divide-slate-200" data-testid="check-ins">
                {checkIns.map((c) => (
                  <li key={c.userId} className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
                    {c.userId === viewer.id ? (
                      <span className="font-semibold">{m.you}</span>
                    ) : (
                      <Link
                        href={`/profile/${c.userId}`}
                        className="font-semibold text-emerald-800 hover:underline"
                      >
                        {c.displayName}
                      </Link>
                    )}
                    <span className="text-slate-600">{whenLabel(c.at, now)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={m.address}>
            <div className="space-y-2 text-sm">
              <p className="text-slate-700">{place.address}</p>
              <a
                href={mapsHref}
                className="font-semibold text-emerald-800 underline underline-offset-4"
                rel="noopener noreferrer"
                target="_blank"
              >
                {m.directions}
              </a>
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import { PlacesExplorer } from '@/components/places/PlacesExplorer';
import { ButtonLink } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { mapTiles } from '@/lib/env';
import { placeUi as m } from '@/lib/messages/places';
import { goToCity } from '@/lib/profile/queries';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: m.mapTitle };

/** Where the map opens without a view in the address or a go-to city: the middle of the United States. */
const US_CENTRE = { lat: 39.5, lng: -98.35, zoom: 4 };

const inRange = (v: number, lim: number) => Number.isFinite(v) && Math.abs(v) <= lim;

// discover/places: places on a map, loaded by the visible bounds. Opens at ?lat=&lng=&z= (the map keeps it
// current), else at the viewer's go-to city.
export default async function PlacesMapPage({ searchParams }: { searchParams?: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const query = (await searchParams) ?? {};
  const lat = Number(param(query.lat));
  const lng = Number(param(query.lng));
  const zoom = Number(param(query.z));
  const city = await goToCity(viewer.id);
  const view =
    param(query.lat) && param(query.lng) && inRange(lat, 85) && inRange(lng, 180)
      ? { lat, lng, zoom: Number.isInteger(zoom) && zoom >= 3 && zoom <= 18 ? zoom : 13 }
      : city
        ? { lat: city.lat, lng: city.lng, zoom: 12 }
        : US_CENTRE;
  const { url, attribution } = mapTiles();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.mapTitle}</h1>
          <p className="text-slate-700">{m.mapIntro}</p>
        </div>
        <div className="flex gap-2">
          <ButtonLink href="/discover" variant="secondary">
            {m.listToggle}
          </ButtonLink>
          <ButtonLink href="/places/new">{m.addPlace}</ButtonLink>
        </div>
      </div>
      <PlacesExplorer view={view} tiles={{ url, attribution }} />
    </div>
  );
}

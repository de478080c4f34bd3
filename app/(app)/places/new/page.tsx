import type { Metadata } from 'next';
import { PlaceForm } from '@/components/places/PlaceForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { mapTiles } from '@/lib/env';
import { placeUi as m } from '@/lib/messages/places';
import { sportOptions } from '@/lib/places/queries';
import { emptyPlaceForm } from '@/lib/places/schema';
import { goToCity } from '@/lib/profile/queries';

export const metadata: Metadata = { title: m.newTitle };

// places/new: any signed-in user with a completed profile adds a place; the map opens at their go-to city.
export default async function NewPlacePage() {
  const viewer = await requireViewer({ profile: true });
  const [city, sports] = await Promise.all([goToCity(viewer.id), sportOptions()]);
  const { url, attribution } = mapTiles();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.newTitle}</h1>
        <p className="text-slate-700">{m.newIntro}</p>
      </div>
      <Card>
        <PlaceForm
          defaults={emptyPlaceForm}
          start={city ? { lat: city.lat, lng: city.lng, zoom: 13 } : { lat: 39.5, lng: -98.35, zoom: 4 }}
          tiles={{ url, attribution }}
          sportOptions={sports}
        />
      </Card>
    </div>
  );
}

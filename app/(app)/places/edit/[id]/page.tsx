import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlaceForm } from '@/components/places/PlaceForm';
import { PlacePhotoManager } from '@/components/places/PlacePhotoManager';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { mapTiles } from '@/lib/env';
import { placeUi as m } from '@/lib/messages/places';
import { editablePlace, editablePlacePhotos, sportOptions } from '@/lib/places/queries';

export const metadata: Metadata = { title: m.editTitle };

// places/edit/{id}: the creator or an administrator; for anyone else the place reads as not found.
export default async function EditPlacePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await requireViewer({ profile: true });
  const [place, sports] = await Promise.all([editablePlace(viewer, (await params).id), sportOptions()]);
  if (!place) notFound();
  const photos = await editablePlacePhotos(place.id);
  const { url, attribution } = mapTiles();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{m.editTitle}</h1>
      <Card>
        <PlaceForm
          placeId={place.id}
          defaults={{
            name: place.name,
            address: place.address,
            lat: place.lat,
            lng: place.lng,
            sports: place.sports,
            surface: place.surface ?? '',
            openingNotes: place.openingNotes ?? '',
            description: place.description ?? '',
          }}
          start={{ lat: place.lat, lng: place.lng, zoom: 16 }}
          tiles={{ url, attribution }}
          sportOptions={[...new Set([...sports, ...place.sports])]}
        />
      </Card>
      <Card>
        <PlacePhotoManager placeId={place.id} placeName={place.name} photos={photos} />
      </Card>
    </div>
  );
}

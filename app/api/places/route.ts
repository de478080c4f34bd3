import { NextResponse, type NextRequest } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages } from '@/lib/messages';
import { placeUi } from '@/lib/messages/places';
import { placesIn } from '@/lib/places/queries';
import { boundsSchema } from '@/lib/places/schema';

// Places by the map's visible bounds: GET /api/places?bbox=south,west,north,east → { places, capped }.
// Signed-in users only; the map calls it at most once per 500 ms of panning (components/places/PlacesMap).
export async function GET(request: NextRequest) {
  const viewer = await getActiveViewer();
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const bounds = boundsSchema.safeParse(request.nextUrl.searchParams.get('bbox') ?? '');
  if (!bounds.success) return NextResponse.json({ message: placeUi.loadFailed }, { status: 400 });
  const result = await placesIn(bounds.data);
  return NextResponse.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
}

import { NextResponse, type NextRequest } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { findCities } from '@/lib/geo/city-index';
import { authMessages } from '@/lib/messages';

// City search for <CityPicker>: GET /api/cities?q=den&limit=8 → { results: PickedCity[] }, ranked by
// whole-name prefix, then word prefix, then population. Signed-in users only.
export async function GET(request: NextRequest) {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const params = request.nextUrl.searchParams;
  const query = (params.get('q') ?? '').slice(0, 100);
  const limit = Number(params.get('limit') ?? 8);
  const results = findCities(query, Number.isFinite(limit) ? limit : 8);
  return NextResponse.json({ results }, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}

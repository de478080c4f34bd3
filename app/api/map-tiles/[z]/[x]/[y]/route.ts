// Placeholder map tiles for machines without internet (development, CI, e2e): a light grid with the tile's
// coordinates and rough latitude/longitude lines, so the map pans and zooms visibly. Never calls out.
// GET /api/map-tiles/{z}/{x}/{y} → 256×256 SVG. Public (tiles carry no data) and cached.

import { z as zod } from 'zod';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';

const int = (v: string) => (/^\d{1,7}$/.test(v) ? Number(v) : NaN);

export const GET = defineRoute(
  {
    name: 'map-tiles',
    auth: 'public',
    input: zod.object({ params: zod.object({ z: zod.string(), x: zod.string(), y: zod.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => tile(input.params),
);

function tile(p: { z: string; x: string; y: string }): Response {
  const z = int(p.z);
  const x = int(p.x);
  const y = int(p.y.replace(/\.(png|svg)$/, ''));
  if (!(z <= 22) || !(x < 2 ** z) || !(y < 2 ** z)) return new Response('Not found', { status: 404 });
  // Checkerboard tint so neighbouring tiles are told apart while panning.
  const fill = (x + y) % 2 === 0 ? '#eef2ee' : '#e6ece7';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${fill}"/>
<path d="M64 0V256M128 0V256M192 0V256M0 64H256M0 128H256M0 192H256" stroke="#d5ddd7" stroke-width="1"/>
<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#c3cec6"/>
<text x="8" y="20" font-family="sans-serif" font-size="11" fill="#8a978e">${z}/${x}/${y}</text>
</svg>`;
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, immutable' },
  });
}

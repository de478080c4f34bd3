import { ImageResponse } from 'next/og';
import { PRODUCT_NAME } from '@/lib/messages/common';

// The share image of a page family (1200×630 PNG, generated at build time by next/og), or of a game or an
// organization (per request, app/og/evt and app/og/org): the Beans mark, an eyebrow line, a title and a tagline
// on the brand green.
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = 'image/png';

export function ogImage(
  { eyebrow, title, tagline }: { eyebrow: string; title: string; tagline?: string },
  headers?: Record<string, string>,
) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #064e3b 0%, #047857 60%, #10b981 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <ellipse cx="16" cy="16" rx="11" ry="14" transform="rotate(-30 16 16)" fill="#ecfdf5" />
          <path
            d="M10 25c6-4 6-14 12-18"
            stroke="#047857"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        <div style={{ fontSize: 48, fontWeight: 800 }}>{PRODUCT_NAME}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ fontSize: 30, color: '#a7f3d0', textTransform: 'uppercase', letterSpacing: 2 }}>
          {eyebrow}
        </div>
        <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
        {tagline ? <div style={{ fontSize: 32, color: '#d1fae5' }}>{tagline}</div> : null}
      </div>
    </div>,
    { ...OG_SIZE, headers },
  );
}

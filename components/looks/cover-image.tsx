import { ImageResponse } from 'next/og';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { sportLook } from '@/lib/looks/sports';
import { SportGlyph } from './SportGlyph';
import { COVER_SIZE, type CoverCard } from '@/lib/looks/cover-size';

// The cover of a game or a team (issue 35): one renderer for the share image a chat app unfurls
// (/og/evt/{id}) and the cover the game and team pages show (/cover/...), so the page and its link preview
// match. 1200×630 PNG by next/og: the sport's colours as a gradient, its illustration large on the right,
// the Beans mark, the sport, the title and "date · place".

export function coverImage(card: CoverCard, headers?: Record<string, string>) {
  const look = sportLook(card.sport);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        background: `linear-gradient(135deg, ${look.deep} 0%, ${look.color} 100%)`,
        color: '#ffffff',
      }}
    >
      {/* The sport's illustration: large, faint, cut by the right edge; a second, smaller one echoes it. */}
      <div style={{ position: 'absolute', right: -90, top: 40, display: 'flex', opacity: 0.16 }}>
        <SportGlyph icon={look.icon} size={560} stroke="#ffffff" strokeWidth={1.3} />
      </div>
      <div style={{ position: 'absolute', right: 430, top: 36, display: 'flex', opacity: 0.12 }}>
        <SportGlyph icon={look.icon} size={140} stroke="#ffffff" strokeWidth={1.5} />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          width: '100%',
          height: '100%',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              display: 'flex',
              width: 88,
              height: 88,
              borderRadius: 24,
              alignItems: 'center',
              justifyContent: 'center',
              background: 'rgba(255,255,255,0.16)',
            }}
          >
            <SportGlyph icon={look.icon} size={60} stroke="#ffffff" strokeWidth={1.9} />
          </div>
          <div style={{ fontSize: 40, fontWeight: 800 }}>{PRODUCT_NAME}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 1000 }}>
          <div
            style={{
              fontSize: 30,
              color: '#ffffff',
              opacity: 0.9,
              textTransform: 'uppercase',
              letterSpacing: 2,
            }}
          >
            {card.eyebrow}
          </div>
          <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>{card.title}</div>
          {card.tagline ? (
            <div style={{ fontSize: 32, color: '#ffffff', opacity: 0.92 }}>{card.tagline}</div>
          ) : null}
        </div>
      </div>
    </div>,
    { ...COVER_SIZE, headers },
  );
}

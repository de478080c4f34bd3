'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { carouselMessages as m } from '@/lib/messages/marketing-ui';

const INTERVAL_MS = 6000;
const SWIPE_PX = 40;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A slide show following the WAI-ARIA carousel pattern: previous/next buttons, slide dots, arrow keys inside the
 * region, swipe on touch screens, and a pause button. It advances on its own every 6 s only when the user has
 * not asked for reduced motion, and stops while the pointer or keyboard focus is inside it. Slides are server
 * rendered (passed as nodes); only the active one is shown.
 */
export function Carousel({ label, slides }: { label: string; slides: React.ReactNode[] }) {
  const total = slides.length;
  const [index, setIndex] = useState(0);
  // The user's Play/Pause choice; until they make one, it plays unless they asked for reduced motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);

  const go = useCallback((to: number) => setIndex(((to % total) + total) % total), [total]);

  const rotating = playing && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, total]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.region(label)}
      className="relative rounded-2xl border border-slate-200 bg-white shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        else if (e.key === 'ArrowLeft') go(index - 1);
        else return;
        e.preventDefault();
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        touchX.current = null;
        const end = e.changedTouches[0]?.clientX;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          aria-label={playing ? m.pauseLabel : m.playLabel}
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? m.pause : m.play}
        </button>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={m.previous}
            className="flex h-10 w-10 items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={m.next}
            className="flex h-10 w-10 items-center justify-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div aria-live={rotating ? 'off' : 'polite'} className="touch-pan-y">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={m.slideLabel(i + 1, total)}
            hidden={i !== index}
            className="p-6 motion-safe:animate-[fadein_180ms_ease-out]"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="flex justify-center gap-1 pb-4">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={m.goTo(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-emerald-700' : 'w-2.5 bg-slate-300'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

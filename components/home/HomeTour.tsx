'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { nextTourState, TOUR_FLAGS, tourStartsByItself, type TourState } from '@/lib/home/tour';
import { homeMessages as m, type TourStep } from '@/lib/messages/home';

const STEPS: readonly TourStep[] = m.tourSteps;
const TOOLTIP_WIDTH = 380;
const GAP = 12;
const MARGIN = 8;
const AUTO_START_DELAY_MS = 400;

type Box = { top: number; left: number; width: number; height: number };

/**
 * The home tour (02 §2, §4): a help button starts it, and a new user sees it once by itself. Each step
 * highlights its target and shows a tooltip about 380 px wide (at most 380, kept on screen on a phone) with
 * Skip Tour, Back (from step 2), Next and Finish. Skipping stores the skipped flag, finishing the completed
 * flag, both in local storage. Focus moves into the tooltip, Escape ends the tour, and a live region
 * announces the highlighted section.
 */
export function HomeTour() {
  const [state, setState] = useState<TourState>({ kind: 'inactive' });
  const [target, setTarget] = useState<Box | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const step = state.kind === 'step' ? state.index : null;

  // A new user's first visit starts the tour by itself, once the page has painted.
  useEffect(() => {
    if (!tourStartsByItself(window.localStorage)) return;
    const timer = window.setTimeout(() => setState({ kind: 'step', index: 0 }), AUTO_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const move = useCallback(
    (event: 'next' | 'back' | 'skip') => {
      const next = nextTourState(state, event, STEPS.length);
      if (state.kind === 'step' && next.kind === 'inactive') {
        window.localStorage.setItem(event === 'skip' ? TOUR_FLAGS.skipped : TOUR_FLAGS.completed, 'true');
        opener.current?.focus();
        setPlace(null);
      }
      setState(next);
    },
    [state],
  );

  // Bring the step's target into view and measure it (again on scroll and resize).
  useLayoutEffect(() => {
    if (step === null) return;
    const element = document.querySelector<HTMLElement>(STEPS[step].target);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    const measure = () => {
      const rect = element?.getBoundingClientRect();
      setTarget(rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null);
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [step]);

  // Place the tooltip beside the target on the step's side, or wherever it fits, inside the viewport.
  useLayoutEffect(() => {
    if (step === null || !tooltip.current) return;
    const width = Math.min(TOOLTIP_WIDTH, window.innerWidth - 2 * MARGIN);
    const height = tooltip.current.offsetHeight;
    setPlace(placeTooltip(target, STEPS[step].position, width, height));
  }, [step, target]);

  // Focus moves into the tooltip at each step, once it is placed (a hidden element takes no focus).
  const placed = place !== null;
  useEffect(() => {
    if (step !== null && placed) tooltip.current?.focus();
  }, [step, placed]);

  // Escape ends the tour.
  useEffect(() => {
    if (step === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') move('skip');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step, move]);

  const current = step === null ? null : STEPS[step];
  return (
    <>
      <Button
        ref={opener}
        variant="secondary"
        size="sm"
        onClick={() => setState({ kind: 'step', index: 0 })}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true" className="mr-1.5 font-bold">
          ?
        </span>
        {m.tourHelpButton}
      </Button>
      <p aria-live="polite" className="sr-only">
        {current && step !== null ? `${m.tourStepCounter(step + 1, STEPS.length)}: ${current.title}` : ''}
      </p>
      {current && step !== null && (
        <>
          {target && (
            <div
              aria-hidden="true"
              className="pointer-events-none fixed z-40 rounded-lg ring-4 ring-emerald-400 transition-all"
              style={{
                top: target.top - 4,
                left: target.left - 4,
                width: target.width + 8,
                height: target.height + 8,
                boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.45)',
              }}
            />
          )}
          <div
            ref={tooltip}
            role="dialog"
            aria-modal="false"
            aria-labelledby="tour-title"
            aria-describedby="tour-description"
            tabIndex={-1}
            data-testid="tour-tooltip"
            className="fixed z-50 rounded-lg bg-white p-4 shadow-xl ring-1 ring-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
            style={{
              top: place?.top ?? MARGIN,
              left: place?.left ?? MARGIN,
              width: place?.width ?? TOOLTIP_WIDTH,
              maxWidth: TOOLTIP_WIDTH,
              visibility: place ? 'visible' : 'hidden',
            }}
          >
            <p className="text-xs font-medium text-slate-600">{m.tourStepCounter(step + 1, STEPS.length)}</p>
            <h2 id="tour-title" className="mt-1 text-base font-semibold text-slate-900">
              {current.title}
            </h2>
            <p id="tour-description" className="mt-1 text-sm text-slate-700">
              {current.description}
            </p>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <Button variant="ghost" size="sm" onClick={() => move('skip')}>
                {m.tourSkip}
              </Button>
              <div className="flex gap-2">
                {step > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => move('back')}>
                    {m.tourBack}
                  </Button>
                )}
                <Button size="sm" onClick={() => move('next')}>
                  {step === STEPS.length - 1 ? m.tourFinish : m.tourNext}
                </Button>
              </div>
            </div>
          </div>
        </>
      )}
    </>
  );
}

/** Where the tooltip goes: on the asked side when it fits, else below, above, or centred; always on screen. */
function placeTooltip(target: Box | null, position: TourStep['position'], width: number, height: number) {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const clampLeft = (left: number) => Math.min(Math.max(MARGIN, left), vw - width - MARGIN);
  const clampTop = (top: number) => Math.min(Math.max(MARGIN, top), Math.max(MARGIN, vh - height - MARGIN));
  if (!target) return { top: clampTop((vh - height) / 2), left: clampLeft((vw - width) / 2), width };
  const centredX = target.left + target.width / 2 - width / 2;
  const centredY = target.top + target.height / 2 - height / 2;
  const sides = {
    bottom: { top: target.top + target.height + GAP, left: centredX },
    top: { top: target.top - GAP - height, left: centredX },
    left: { top: centredY, left: target.left - GAP - width },
    right: { top: centredY, left: target.left + target.width + GAP },
  };
  const fits = (p: { top: number; left: number }) =>
    p.left >= MARGIN && p.left + width <= vw - MARGIN && p.top >= MARGIN && p.top + height <= vh - MARGIN;
  const order = [position, 'bottom', 'top'] as const;
  const chosen =
    order.map((side) => sides[side]).find((p) => fits({ ...p, left: clampLeft(p.left) })) ?? sides.bottom;
  return { top: clampTop(chosen.top), left: clampLeft(chosen.left), width };
}

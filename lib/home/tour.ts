// The home tour's states (02 §4 "Tour: inactive, then step N of total. Next and Back move between steps;
// going beyond either end ends the tour. Skip ends it.") and its local-storage flags (02 §9). Pure: no I/O.

export type TourState = { kind: 'inactive' } | { kind: 'step'; index: number };
export type TourEvent = 'next' | 'back' | 'skip';

/** Local-storage keys of the tour's flags. */
export const TOUR_FLAGS = { completed: 'beans.tour.completed', skipped: 'beans.tour.skipped' } as const;

export function nextTourState(state: TourState, event: TourEvent, total: number): TourState {
  if (state.kind === 'inactive' || event === 'skip') return { kind: 'inactive' };
  const index = state.index + (event === 'next' ? 1 : -1);
  return index < 0 || index >= total ? { kind: 'inactive' } : { kind: 'step', index };
}

/** A user who has neither finished nor skipped the tour sees it once by itself. */
export function tourStartsByItself(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(TOUR_FLAGS.completed) === null && storage.getItem(TOUR_FLAGS.skipped) === null;
}

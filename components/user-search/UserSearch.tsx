'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/profile/Avatar';
import { Button, TextField } from '@/components/ui';
import { searchUsersAction } from '@/lib/user-search/actions';
import { searchKind, USER_SEARCH_DEBOUNCE_MS, type UserSearchHit } from '@/lib/user-search/schema';
import { userSearchMessages } from '@/lib/messages';
import { callAction } from '@/lib/actions/call';

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; hits: UserSearchHit[] }
  | { kind: 'error'; message: string };

// Finds users by full e-mail address or part of a display name (300 ms after typing stops). Users
// blocked either way never appear (the server leaves them out).
export function UserSearch({
  onPick,
  pickText,
  pickLabel,
  label = userSearchMessages.label,
  busyId,
}: {
  onPick: (hit: UserSearchHit) => void | Promise<void>;
  /** Visible text of the button next to each hit, e.g. "Add". */
  pickText: string;
  /** Accessible name of the button next to each hit, e.g. "Add Jo". */
  pickLabel: (hit: UserSearchHit) => string;
  label?: string;
  busyId?: string | null;
}) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const seq = useRef(0);
  const statusId = useId();

  useEffect(() => {
    const q = query.trim();
    const mine = ++seq.current;
    if (!searchKind(q)) {
      const reset = window.setTimeout(() => setState({ kind: 'idle' }), 0);
      return () => window.clearTimeout(reset);
    }
    const timer = window.setTimeout(async () => {
      setState({ kind: 'searching' });
      const result = await callAction(searchUsersAction, { query: q }, userSearchMessages.searchError);
      if (mine !== seq.current) return; // a newer query is on its way
      if (!result.ok) setState({ kind: 'error', message: result.message ?? userSearchMessages.searchError });
      else setState({ kind: 'done', hits: result.data });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  return (
    <div className="space-y-2">
      <TextField
        name="user-search"
        type="search"
        label={label}
        placeholder={userSearchMessages.placeholder}
        hint={userSearchMessages.hint}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={statusId}
      />
      <div id={statusId} aria-live="polite" className="text-sm">
        {state.kind === 'searching' && <p className="text-slate-600">{userSearchMessages.searching}</p>}
        {state.kind === 'error' && <p className="text-red-700">{state.message}</p>}
        {state.kind === 'done' && state.hits.length === 0 && (
          <p className="text-slate-600">{userSearchMessages.noResults}</p>
        )}
        {state.kind === 'done' && state.hits.length > 0 && (
          <ul
            aria-label={userSearchMessages.resultsLabel}
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {state.hits.map((hit) => (
              <li key={hit.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <Avatar name={hit.displayName ?? hit.email} photoUrl={hit.photoUrl} size={32} alt="" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">
                    {hit.displayName ?? hit.email}
                  </span>
                  <span className="block truncate text-slate-600">
                    {[hit.email, hit.cityName].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={pickLabel(hit)}
                  loading={busyId === hit.id}
                  onClick={() => void onPick(hit)}
                >
                  {pickText}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

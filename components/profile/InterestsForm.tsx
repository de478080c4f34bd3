'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Button, EmptyState, FormError, Switch, useToast } from '@/components/ui';
import { fieldLabels, interestsMessages as m } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { callAction } from '@/lib/actions/call';
import { saveInterestsAction } from '@/lib/profile/actions';

type Sport = { gameTypeId: string; label: string; available: boolean };

// The Interests tab's editor: toggle, add and remove sports, then save them all at once.
export function InterestsForm({
  sports: initial,
  gameTypes,
}: {
  sports: Sport[];
  gameTypes: { id: string; label: string }[];
}) {
  const toast = useToast();
  const router = useRouter();
  const selectId = useId();
  const [sports, setSports] = useState(initial);
  const [adding, setAdding] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const available = gameTypes.filter((g) => !sports.some((s) => s.gameTypeId === g.id));
  const dirty = JSON.stringify(sports) !== JSON.stringify(initial);

  const update = (id: string, change: Partial<Sport> | null) =>
    setSports((list) =>
      change === null
        ? list.filter((s) => s.gameTypeId !== id)
        : list.map((s) => (s.gameTypeId === id ? { ...s, ...change } : s)),
    );

  const add = () => {
    const game = gameTypes.find((g) => g.id === adding);
    if (!game) return;
    setSports((list) => [...list, { gameTypeId: game.id, label: game.label, available: true }]);
    setAdding('');
  };

  const save = async () => {
    setSaving(true);
    setError(undefined);
    const result = await callAction(
      saveInterestsAction,
      { sports: sports.map(({ gameTypeId, available }) => ({ gameTypeId, available })) },
      m.saveFailed,
    );
    setSaving(false);
    if (!result.ok) return setError(result.message ?? m.saveFailed);
    toast.success(result.message ?? m.saved, durations.profile.userDataUpdated);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <FormError message={error} />
      {sports.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {sports.map((sport) => (
            <li key={sport.gameTypeId} className="flex items-center gap-4 py-2">
              <Switch
                className="flex-1"
                label={sport.label}
                description={m.available(sport.label)}
                checked={sport.available}
                onChange={(on) => update(sport.gameTypeId, { available: on })}
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={m.remove(sport.label)}
                onClick={() => update(sport.gameTypeId, null)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
              {m.addSport}
            </label>
            <select
              id={selectId}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              <option value="">{fieldLabels.select}</option>
              {available.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" variant="secondary" onClick={add} disabled={!adding}>
            {m.add}
          </Button>
        </div>
      )}
      <Button type="button" onClick={save} loading={saving} disabled={!dirty}>
        {m.saveChanges}
      </Button>
    </div>
  );
}

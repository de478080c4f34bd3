'use client';

import { useState } from 'react';
import { Button, SelectField, Switch, useAction } from '@/components/ui';
import { subsMessages as m } from '@/lib/messages/subs';
import { saveSubSettingsAction } from '@/lib/subs/actions';
import { WEEKLY_LIMIT_OPTIONS } from '@/lib/subs/rules';

type Sport = { gameTypeId: string; label: string; open: boolean };

// Settings → Sports: "Open to sub requests" per sport and how many requests a week (Find a sub).
export function SubSettingsForm({
  sports: initial,
  perWeek: initialPerWeek,
}: {
  sports: Sport[];
  perWeek: number | null;
}) {
  const runAction = useAction();
  const [sports, setSports] = useState(initial);
  const [perWeek, setPerWeek] = useState<number | null>(initialPerWeek);
  const [saving, setSaving] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await runAction(saveSubSettingsAction, {
      sports: sports.map(({ gameTypeId, open }) => ({ gameTypeId, open })),
      perWeek,
    });
    setSaving(false);
  };
  return (
    <form onSubmit={save} className="space-y-4">
      <p className="text-sm text-slate-700">{m.settingsIntro}</p>
      {sports.length === 0 ? (
        <p className="text-sm text-slate-700">{m.noSports}</p>
      ) : (
        <ul className="space-y-3">
          {sports.map((s) => (
            <li key={s.gameTypeId}>
              <Switch
                label={m.openTo(s.label)}
                checked={s.open}
                onChange={(open) =>
                  setSports((list) => list.map((x) => (x.gameTypeId === s.gameTypeId ? { ...x, open } : x)))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <SelectField
        label={m.perWeek}
        hint={m.perWeekHint}
        className="max-w-xs"
        value={perWeek === null ? 'none' : String(perWeek)}
        onChange={(e) => setPerWeek(e.target.value === 'none' ? null : Number(e.target.value))}
        options={WEEKLY_LIMIT_OPTIONS.map((n) => ({
          value: n === null ? 'none' : String(n),
          label: m.perWeekOption(n),
        }))}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, CheckboxField, EmptyState, SelectField, useToast } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { setLevelAction } from '@/lib/levels/actions';
import { levelsMessages as m } from '@/lib/messages/levels';

export type LevelRow = {
  gameTypeId: string;
  sport: string;
  options: { ordinal: number; label: string }[];
  level: number | null;
  private: boolean;
  /** Hosts' ratings after level checked games: how many, and their median (never the self-rating). */
  confidence: { count: number; level: number } | null;
};

// Settings → Sports: the player's self-rated level per sport, each saved on its own.
export function LevelsForm({ rows }: { rows: LevelRow[] }) {
  if (rows.length === 0) return <EmptyState title={m.noLevel} />;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.gameTypeId} className="py-3">
          <LevelRowForm row={row} />
        </li>
      ))}
    </ul>
  );
}

function LevelRowForm({ row }: { row: LevelRow }) {
  const toast = useToast();
  const router = useRouter();
  const [level, setLevel] = useState(row.level === null ? '' : String(row.level));
  const [hidden, setHidden] = useState(row.private);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async () => {
    setSaving(true);
    setError(undefined);
    const result = await callAction(
      setLevelAction,
      { gameTypeId: row.gameTypeId, level: level === '' ? null : Number(level), private: hidden },
      m.saveFailed,
    );
    setSaving(false);
    if (!result.ok) return setError(result.fieldErrors?.level?.[0] ?? result.message ?? m.saveFailed);
    toast.success(result.message ?? m.saved);
    router.refresh();
  };

  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        className="min-w-40"
        label={m.level(row.sport)}
        value={level}
        error={error}
        placeholder={m.noLevel}
        options={row.options.map((o) => ({ value: String(o.ordinal), label: o.label }))}
        onChange={(e) => setLevel(e.target.value)}
      />
      <CheckboxField
        label={m.private}
        hint={m.privateHint}
        checked={hidden}
        onChange={(e) => setHidden(e.target.checked)}
      />
      <Button type="button" size="sm" onClick={save} disabled={saving}>
        {m.save}
      </Button>
      {row.confidence && (
        <p className="w-full text-sm text-slate-600">
          {m.confidence(
            row.options.find((o) => o.ordinal === row.confidence?.level)?.label ?? '',
            row.confidence.count,
          )}
        </p>
      )}
    </div>
  );
}

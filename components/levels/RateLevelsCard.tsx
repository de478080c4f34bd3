'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Card, SelectField, useToast } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { rateLevelAction } from '@/lib/levels/actions';
import { levelsMessages as m } from '@/lib/messages/levels';

type Rows = {
  options: { ordinal: number; label: string }[];
  players: { participantId: string; name: string; level: number | null }[];
};

// The manage page after a "level checked" game: the host rates each player's level (saved on choosing).
export function RateLevelsCard({ eventId, rows }: { eventId: string; rows: Rows }) {
  const toast = useToast();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (rows.players.length === 0) return null;
  const rate = async (participantId: string, level: string) => {
    if (level === '') return;
    const result = await callAction(
      rateLevelAction,
      { eventId, participantId, level: Number(level) },
      m.saveFailed,
    );
    setErrors((e) => ({ ...e, [participantId]: result.ok ? '' : (result.message ?? m.saveFailed) }));
    if (result.ok) {
      toast.success(result.message ?? m.rateSaved);
      router.refresh();
    }
  };
  return (
    <Card title={m.rateTitle}>
      <p className="mb-3 text-sm text-slate-600">{m.rateIntro}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows.players.map((p) => (
          <li key={p.participantId}>
            <SelectField
              label={m.rateLabel(p.name)}
              defaultValue={p.level === null ? '' : String(p.level)}
              placeholder={m.noLevel}
              options={rows.options.map((o) => ({ value: String(o.ordinal), label: o.label }))}
              error={errors[p.participantId] || undefined}
              onChange={(e) => rate(p.participantId, e.target.value)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

'use client';

import { useState } from 'react';
import { Button } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { levelFromQuizAction } from '@/lib/levels/actions';
import { levelsMessages as m } from '@/lib/messages/levels';

// The pickleball quiz's result page: save the result as the signed-in player's pickleball level. A signed-out
// visitor is told to sign in (the action's own answer).
export function SaveQuizLevelButton({ level }: { level: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const result = await callAction(levelFromQuizAction, { level }, m.saveFailed);
    setSaving(false);
    setStatus({ ok: result.ok, text: result.message ?? (result.ok ? m.fromQuizDone : m.saveFailed) });
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="button" variant="secondary" onClick={save} disabled={saving}>
        {m.fromQuiz}
      </Button>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'text-emerald-800' : 'text-red-800'}>
          {status.text}
        </p>
      )}
    </div>
  );
}

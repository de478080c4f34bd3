'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { Button, Card, FormError, useToast } from '@/components/ui';
import { saveAvailabilityAction } from '@/lib/availability/actions';
import {
  addRange,
  copyToAllDays,
  isWeekValid,
  modeAfterLoad,
  modeAfterSave,
  privacyErrors,
  removeRange,
  setDayAvailable,
  updatePrivacy,
  updateRange,
  weekForSave,
} from '@/lib/availability/editor-state';
import { type DateEntryView } from '@/lib/availability/rules';
import { TimeZoneSelect } from '@/components/geo/TimeZoneSelect';
import type { PrivacyForm } from '@/lib/availability/schema';
import type { AvailabilityEditorData } from '@/lib/availability/service';
import { availabilityMessages, weekdays } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { DateAvailabilityDialog } from './DateAvailabilityDialog';
import { DateSpecificList } from './DateSpecificList';
import { DayCard } from './DayCard';
import { PrivacyCard } from './PrivacyCard';
import { callAction } from '@/lib/actions/call';

const m = availabilityMessages;

export type AvailabilityEditorProps = {
  data: AvailabilityEditorData;
  /** Today in the owner's time zone (YYYY-MM-DD). */
  today: string;
  /** Shown at the right of the weekly card's header (the profile link). */
  headerAction?: ReactNode;
};

/** Weekly schedule, privacy card, date-specific hours and the Save button. */
export function AvailabilityEditor({ data, today, headerAction }: AvailabilityEditorProps) {
  const [mode, setMode] = useState(() => modeAfterLoad(data.exists));
  const [timeZone, setTimeZone] = useState(data.timeZone);
  const [weekly, setWeekly] = useState(data.weekly);
  const [privacy, setPrivacy] = useState(data.privacy);
  const [dates, setDates] = useState<DateEntryView[]>(data.dates);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [saving, startSaving] = useTransition();
  const toast = useToast();

  const valid = isWeekValid(weekly) && Object.keys(privacyErrors(privacy)).length === 0;

  const save = () =>
    startSaving(async () => {
      setFormError(undefined);
      const cleaned = weekForSave(weekly);
      const result = await callAction(saveAvailabilityAction, { timeZone, weekly: cleaned, privacy });
      if (result?.ok) {
        setWeekly(cleaned);
        setMode(modeAfterSave);
        toast.success(m.saved, durations.availability.saved);
        return;
      }
      toast.error(m.saveFailed, durations.availability.saveFailed);
      if (result && !result.ok)
        setFormError(Object.values(result.fieldErrors ?? {})[0]?.[0] ?? result.message);
    });

  const addEntry = (entry: DateEntryView) =>
    setDates((list) =>
      [...list, entry].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)),
    );

  return (
    <div className="space-y-6">
      <Card title={m.weeklyTitle} actions={headerAction}>
        <div className="flex flex-col gap-3">
          {mode === 'create' && <p className="text-sm text-slate-700">{m.createHint}</p>}
          <TimeZoneSelect
            label={m.timeZone}
            className="max-w-md"
            current={timeZone}
            value={timeZone}
            hint={m.timesInZone(timeZone)}
            onChange={(e) => setTimeZone(e.target.value)}
          />
          {weekdays.map((d) => (
            <DayCard
              key={d.key}
              label={d.label}
              day={weekly[d.key]}
              onAvailableChange={(on) => setWeekly((w) => setDayAvailable(w, d.key, on))}
              onPatch={(i, patch) => setWeekly((w) => updateRange(w, d.key, i, patch))}
              onRemove={(i) => setWeekly((w) => removeRange(w, d.key, i))}
              onAdd={() => setWeekly((w) => addRange(w, d.key))}
              onCopyToAll={() => setWeekly((w) => copyToAllDays(w, d.key))}
            />
          ))}
        </div>
      </Card>

      <PrivacyCard
        privacy={privacy}
        genders={data.genders}
        communities={data.communities}
        onChange={(patch: Partial<PrivacyForm>) => setPrivacy((p) => updatePrivacy(p, patch))}
      />

      <DateSpecificList
        entries={dates}
        timeZone={timeZone}
        onAdd={() => setDialogOpen(true)}
        onRemoved={(id) => setDates((list) => list.filter((e) => e.id !== id))}
      />

      <div className="flex flex-col items-end gap-2">
        <FormError message={formError} className="w-full" />
        <Button type="button" onClick={save} disabled={!valid} loading={saving}>
          {m.save}
        </Button>
      </div>

      <DateAvailabilityDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        today={today}
        onAdded={addEntry}
      />
    </div>
  );
}

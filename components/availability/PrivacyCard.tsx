'use client';

import { useId } from 'react';
import { Card, CheckboxField, SelectField, Switch } from '@/components/ui';
import { privacyErrors, toggleInList } from '@/lib/availability/editor-state';
import { privacySummary, type CommunityFilterValue } from '@/lib/availability/rules';
import type { PrivacyForm } from '@/lib/availability/schema';
import { availabilityMessages } from '@/lib/messages';

const m = availabilityMessages.privacy;

export type PrivacyCardProps = {
  privacy: PrivacyForm;
  genders: string[];
  communities: { id: string; name: string }[];
  /** Called on every change; the editor applies it to its form at once. */
  onChange: (patch: Partial<PrivacyForm>) => void;
};

/** Public or filtered; in filtered mode the gender, community and connection filters; a summary. */
export function PrivacyCard({ privacy, genders, communities, onChange }: PrivacyCardProps) {
  const id = useId();
  const errors = privacyErrors(privacy);
  const filtered = privacy.visibilityMode === 'FILTERED';
  const names = new Map(communities.map((c) => [c.id, c.name]));
  return (
    <Card title={m.title}>
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{m.mode}</legend>
          <div className="flex flex-wrap gap-4">
            {(['PUBLIC', 'FILTERED'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={privacy.visibilityMode === mode}
                  onChange={() => onChange({ visibilityMode: mode })}
                  className="size-4 accent-emerald-700"
                />
                {mode === 'PUBLIC' ? m.public : m.filtered}
              </label>
            ))}
          </div>
        </fieldset>

        {filtered && (
          <>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium text-slate-900">{m.genderFilter}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {genders.map((gender) => (
                  <CheckboxField
                    key={gender}
                    label={gender}
                    checked={privacy.allowedGenders.includes(gender)}
                    onChange={(e) =>
                      onChange({
                        allowedGenders: toggleInList(privacy.allowedGenders, gender, e.target.checked),
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>

            <SelectField
              label={m.communityFilter}
              value={privacy.communityFilter}
              options={m.communityFilterOptions.map((o) => ({
                value: o.value.toUpperCase(),
                label: o.label,
              }))}
              onChange={(e) => onChange({ communityFilter: e.target.value as CommunityFilterValue })}
            />
            {privacy.communityFilter === 'SPECIFIC' && (
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium text-slate-900">{m.chooseCommunities}</legend>
                {communities.length === 0 ? (
                  <p className="text-sm text-slate-600">{m.noCommunities}</p>
                ) : (
                  communities.map((community) => (
                    <CheckboxField
                      key={community.id}
                      label={community.name}
                      checked={privacy.allowedCommunityIds.includes(community.id)}
                      onChange={(e) =>
                        onChange({
                          allowedCommunityIds: toggleInList(
                            privacy.allowedCommunityIds,
                            community.id,
                            e.target.checked,
                          ),
                        })
                      }
                    />
                  ))
                )}
                {errors.allowedCommunityIds && (
                  <p role="alert" className="text-sm text-red-700">
                    {errors.allowedCommunityIds}
                  </p>
                )}
              </fieldset>
            )}

            <Switch
              label={m.connectsOnly}
              checked={privacy.connectionsOnly}
              onChange={(connectionsOnly) => onChange({ connectionsOnly })}
            />
            <Switch
              label={m.requireAllFilters}
              checked={privacy.requireAllFilters}
              onChange={(requireAllFilters) => onChange({ requireAllFilters })}
            />
          </>
        )}

        <div className="rounded-md bg-slate-50 p-3" aria-live="polite">
          <p className="text-sm font-medium text-slate-900">{m.summaryTitle}</p>
          <p className="text-sm text-slate-700">{privacySummary(privacy, names)}</p>
        </div>
      </div>
    </Card>
  );
}

import type { Metadata } from 'next';
import { TabBar, TabPanel } from '@/components/ui';
import { settingsTabPanels } from '@/components/settings/tabs';
import { requireViewer } from '@/lib/auth/viewer';
import { settingsMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';
import { resolveSettingsTab, settingsHref, visibleSettingsTabs } from '@/lib/settings/rules';

export const metadata: Metadata = { title: settingsMessages.title };

// Settings: the tab is chosen by ?tab (unknown values fall back to general), so reload and
// back/forward keep it. Needs login and a completed profile.
export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const query = await searchParams;
  const skippable = param(query.skippable) !== undefined;
  const tab = resolveSettingsTab(param(query.tab), true);
  const items = visibleSettingsTabs(true).map((t) => ({
    value: t.value,
    label: t.label,
    href: settingsHref(t.value, skippable),
  }));
  const Panel = settingsTabPanels[tab];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{settingsMessages.title}</h1>
      <TabBar id="settings" label={settingsMessages.title} current={tab} items={items} />
      <TabPanel id="settings" current={tab}>
        <Panel viewer={viewer} skippable={skippable} />
      </TabPanel>
    </div>
  );
}

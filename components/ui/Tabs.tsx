import type { ReactNode } from 'react';
import { TabBar } from './TabBar';

export type TabItem = { value: string; label: string };

export type TabsProps = {
  tabs: TabItem[];
  current: string;
  hrefFor: (value: string) => string;
  /** Prefix for element ids (pair with <TabPanel id>). */
  id?: string;
  /** Accessible name of the tablist. */
  label?: string;
  className?: string;
};

/**
 * URL-driven tab bar. Usable from server components: `hrefFor` runs here, only plain
 * hrefs cross into the client <TabBar>. The page renders the panel (see <TabPanel>).
 */
export function Tabs({ tabs, current, hrefFor, id = 'tabs', label, className }: TabsProps) {
  const items = tabs.map((tab) => ({ ...tab, href: hrefFor(tab.value) }));
  return <TabBar items={items} current={current} id={id} label={label} className={className} />;
}

export type TabPanelProps = { current: string; id?: string; className?: string; children?: ReactNode };

/** The panel for the selected tab, labelled by it. */
export function TabPanel({ current, id = 'tabs', className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className={className}>
      {children}
    </div>
  );
}

import type { SettingsTabValue } from '@/lib/messages';
import { ActivitySubscriptionTab } from './ActivitySubscriptionTab';
import { AvailabilityTab } from './AvailabilityTab';
import { GeneralTab } from './GeneralTab';
import { NotificationTab } from './NotificationTab';
import { PaymentsTab } from './PaymentsTab';
import { PrivacyTab } from './PrivacyTab';
import { SportsTab } from './SportsTab';
import type { SettingsTabProps } from './types';

export type { SettingsTabProps } from './types';

// One server component per settings tab; each feature replaces its own file.
export const settingsTabPanels: Record<
  SettingsTabValue,
  (props: SettingsTabProps) => Promise<React.ReactNode>
> = {
  general: GeneralTab,
  privacy: PrivacyTab,
  payments: PaymentsTab,
  sports: SportsTab,
  availability: AvailabilityTab,
  notification: NotificationTab,
  'activities-subscription': ActivitySubscriptionTab,
};

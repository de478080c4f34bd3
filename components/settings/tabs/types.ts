import type { Viewer } from '@/lib/auth/viewer';

export type SettingsTabProps = { viewer: Viewer; skippable: boolean };

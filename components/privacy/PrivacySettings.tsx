import type { ReactNode } from 'react';
import { Card } from '@/components/ui';
import { DangerZone } from '@/components/account/DangerZone';
import { SignOutEverywhere } from '@/components/auth/SignOutEverywhere';
import { privacyScreenData } from '@/lib/account/privacy-screen';
import { listSummaries } from '@/lib/user-lists/queries';
import { privacyMessages } from '@/lib/messages';
import { BlockedConversationsCard } from './BlockedConversationsCard';
import { BlockedUsersCard } from './BlockedUsersCard';
import { PrivacyFlagsForm } from './PrivacyFlagsForm';

// The privacy screen: toggles, blocked users (with "Block via List"), blocked conversations and the
// Danger Zone. Rendered by the settings Privacy tab; `profileLink` is its View Profile link.
export async function PrivacySettings({
  viewer,
  profileLink,
}: {
  viewer: { id: string; betaAudiences: string[] };
  profileLink: ReactNode;
}) {
  const [data, lists] = await Promise.all([privacyScreenData(viewer), listSummaries(viewer.id)]);
  return (
    <div className="space-y-6">
      <Card title={privacyMessages.title} actions={profileLink}>
        <PrivacyFlagsForm
          flags={data.flags}
          badgesEnabled={data.badgesEnabled}
          playersNearLocked={data.playersNearLocked}
        />
      </Card>
      <BlockedUsersCard
        blocks={data.blocks}
        lists={lists.map((l) => ({ id: l.id, name: l.name, memberCount: l._count.members }))}
      />
      <BlockedConversationsCard viewerId={viewer.id} conversations={data.blockedConversations} />
      <SignOutEverywhere />
      <DangerZone blockers={data.blockers} />
    </div>
  );
}

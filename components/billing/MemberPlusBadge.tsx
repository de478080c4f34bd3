import { Badge } from '@/components/ui';
import { planLimitMessages as m } from '@/lib/messages/billing';

/** The Member Plus badge (lib/billing/entitlements.ts `badge`) on a profile and a player card. */
export function MemberPlusBadge() {
  return (
    <span title={m.memberPlusBadgeTitle} data-testid="member-plus-badge">
      <Badge tone="success">{m.memberPlusBadge}</Badge>
    </span>
  );
}

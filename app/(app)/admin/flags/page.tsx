import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FeatureFlagForm } from '@/components/admin/FeatureFlagForm';
import { Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { featureFlags } from '@/lib/feature-flags/queries';
import { featureFlagMessages } from '@/lib/messages';

export const metadata: Metadata = { title: featureFlagMessages.title };

// Feature flags, for admins only (anyone else gets a 404). FEATURE_<KEY> environment variables
// override the stored value; the page says so next to the flag.
export default async function FeatureFlagsPage() {
  const viewer = await requireViewer();
  if (!viewer.isAdmin) notFound();
  const flags = await featureFlags();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{featureFlagMessages.title}</h1>
      <Card>
        {flags.length === 0 ? (
          <EmptyState title={featureFlagMessages.empty} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {flags.map((flag) => (
              <li key={flag.key} className="py-4">
                <FeatureFlagForm flag={flag} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

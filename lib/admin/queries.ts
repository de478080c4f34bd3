import 'server-only';
import { db } from '@/lib/db';

/** The admin overview's counts (admin): what waits for an answer. Null for anyone but an administrator. */
export async function adminOverview(viewer: { isAdmin: boolean }) {
  if (!viewer.isAdmin) return null;
  const [reportedPosts, pendingApplications, activePartners, flags] = await Promise.all([
    db.post.count({ where: { hiddenAt: null, reports: { some: { closedAt: null } } } }),
    db.ambassadorApplication.count({ where: { status: 'pending' } }),
    db.partner.count({ where: { retiredAt: null } }),
    db.featureFlag.count(),
  ]);
  return { reportedPosts, pendingApplications, activePartners, flags };
}

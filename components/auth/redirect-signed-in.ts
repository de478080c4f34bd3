import 'server-only';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { safeReturnPath } from '@/lib/auth/schema';

// The auth pages are a guarded group: a signed-in, verified user goes on to the app.
export async function redirectSignedIn(returnTo?: string) {
  const viewer = await getViewer();
  if (viewer?.emailVerified) redirect(safeReturnPath(returnTo));
  return viewer;
}

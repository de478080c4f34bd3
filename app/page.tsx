import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';

// The root sends visitors to sign-up and signed-in users into the app.
export default async function RootPage() {
  const viewer = await getViewer();
  redirect(viewer ? '/home' : '/auth/sign-up');
}

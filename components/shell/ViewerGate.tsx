import { requireViewer } from '@/lib/auth/viewer';

// The layout of a segment that has a loading.tsx: the page's redirects (sign-in, e-mail verification, and with
// `profile` the profile form of a user not yet onboarded) are decided here, outside the loading boundary, so they
// answer an HTTP 307 before anything streams; a redirect() inside the boundary would come after a 200
// (docs/architecture.md, "Status before streaming"). getViewer is cached per request, so the page's own
// requireViewer reads nothing again.
export async function SignedInGate({ children }: { children: React.ReactNode }) {
  await requireViewer();
  return children;
}

export async function ProfileGate({ children }: { children: React.ReactNode }) {
  await requireViewer({ profile: true });
  return children;
}

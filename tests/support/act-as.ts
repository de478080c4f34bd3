import { vi } from 'vitest';
import { getActiveViewer, type Viewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';

// Calls server actions as a given user, through the whole action pipeline (parse, run, messages). The test
// file replaces only the session source and revalidatePath, which need a Next request:
//   vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
//   vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

/** Signs `user` in (null: signed out) for the next action calls. */
export async function actAs(user: { id: string } | null): Promise<void> {
  const viewer = user ? ((await db.user.findUniqueOrThrow({ where: { id: user.id } })) as Viewer) : null;
  vi.mocked(getActiveViewer).mockResolvedValue(viewer);
}

/** Runs `action(input)` signed in as `user`. */
export async function callAs<I, R>(
  user: { id: string } | null,
  action: (input: I) => Promise<R>,
  input: I,
): Promise<R> {
  await actAs(user);
  return action(input);
}

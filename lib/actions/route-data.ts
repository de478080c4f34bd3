import type { ActionResult } from '@/lib/action-result';

// The client side of defineRoute (lib/actions/define-route.ts), as call.ts is defineAction's: the `data` of a
// route handler's JSON answer `{ ok: true, data }`, for the client components that fetch one (the polling
// feeds); throws on a failure status or a `{ ok: false }` body. A file of its own so that only those clients
// carry it (lib/action-result.ts is in most pages' first load).
export async function routeData<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const body = (await response.json()) as ActionResult<T>;
  if (!body.ok) throw new Error(body.message ?? 'refused');
  return body.data;
}

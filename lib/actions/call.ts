import { fail, type ActionResult } from '@/lib/action-result';
import { commonMessages } from '@/lib/messages/common';

// The client side of the pipeline: a server action call that never rejects. A network failure or a
// server crash becomes an ordinary failed result with a message, so the caller always has something to
// tell the user (no `.catch(() => null)` that ends in silence).
export async function callAction<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  input: I,
  failure: string = commonMessages.somethingWentWrong,
): Promise<ActionResult<T>> {
  try {
    return await action(input);
  } catch (error) {
    console.error('[action] call failed', error);
    return fail(failure);
  }
}

// How the dashboard pages read failed calls (spec §8): destructive toasts with the server's message,
// and "not found" (missing and someone else's alike) told apart from other failures.
import { CombinedGraphQLErrors } from '@apollo/client';
import { toastFailure } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';

/** True when the server answered NOT_FOUND (a missing project, or one the reader may not see). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}

/**
 * Runs `action` (a mutation): toasts `done` when it worked, else `failed` with the server's reason.
 * True when it worked.
 */
export async function toastOutcome(
  action: () => Promise<unknown>,
  done: { title: string; description?: string },
  failed: string,
): Promise<boolean> {
  try {
    await action();
    toast(done);
    return true;
  } catch (error) {
    toastFailure(failed, error);
    return false;
  }
}

// The toast a failed request ends in: what failed, and the server's own message (or `fallback`); no
// description when there is neither.
import { toast } from '@thesis-studio/ui';
import { serverErrorMessage } from './auth.js';

export function toastFailure(title: string, error: unknown, fallback?: string): void {
  const description = serverErrorMessage(error)?.trim() || fallback;
  toast({ variant: 'destructive', title, ...(description ? { description } : {}) });
}

// The toast a failed request ends in: what failed, and the server's own message (or `fallback`).
import { toast } from '@thesis-studio/ui';
import { serverErrorMessage } from './auth.js';

export function toastFailure(title: string, error: unknown, fallback?: string): void {
  toast({ variant: 'destructive', title, description: serverErrorMessage(error) ?? fallback });
}

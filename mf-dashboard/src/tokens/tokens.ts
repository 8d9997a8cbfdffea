// Rules of the API tokens screen (issue 19): the expiries offered, how a token's dates read, webhook
// events in words, and the field errors of a refused form.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { Dates } from '@thesis-studio/client';

/** The expiries a token may have (days; null: never), in the order offered. */
export const EXPIRY_CHOICES = [
  { value: '30', days: 30, label: '30 days' },
  { value: '90', days: 90, label: '90 days' },
  { value: '365', days: 365, label: '1 year' },
  { value: 'never', days: null, label: 'No expiry' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export const expiryDays = (choice: ExpiryChoice): number | null =>
  EXPIRY_CHOICES.find((c) => c.value === choice)?.days ?? null;

export const SCOPE_LABELS = {
  read: { title: 'Read only', detail: 'Queries and GET requests. Cannot change anything.' },
  write: { title: 'Read and write', detail: 'Everything your account can do, except create tokens.' },
} as const;

export const TOKEN_NAME_MAX = 100;

/** 'Expires 5 April 2026', 'Expired 5 April 2026' or 'Never expires', in the reader's language choice. */
export function expiryLabel(token: { expiresAt?: string | null; expired: boolean }, dates: Dates): string {
  if (!token.expiresAt) return 'Never expires';
  return `${token.expired ? 'Expired' : 'Expires'} ${dates.date(token.expiresAt)}`;
}

/** 'Last used 5 minutes ago' or 'Never used'. */
export function lastUsedLabel(lastUsedAt: string | null | undefined, dates: Dates, now = new Date()): string {
  return lastUsedAt
    ? `Last used ${dates.relative(lastUsedAt, 'hours', { now }).replace(/^Just now$/, 'just now')}`
    : 'Never used';
}

export const WEBHOOK_EVENTS = [
  { value: 'research.completed', label: 'Research completed' },
  { value: 'research.failed', label: 'Research failed' },
  { value: 'question.received', label: 'Question received' },
] as const;

export const eventLabel = (event: string): string =>
  WEBHOOK_EVENTS.find((e) => e.value === event)?.label ?? event;

/** How a webhook's latest delivery reads, and the badge it wears. */
export function deliveryState(
  delivery: {
    status: string;
    attempts: ReadonlyArray<{ status?: number | null; error?: string | null }>;
  } | null,
): { label: string; tone: 'default' | 'secondary' | 'destructive' | 'outline'; detail: string | null } {
  if (!delivery) return { label: 'No deliveries yet', tone: 'outline', detail: null };
  const last = delivery.attempts[delivery.attempts.length - 1];
  const tries = delivery.attempts.length;
  const after = `after ${tries} ${tries === 1 ? 'attempt' : 'attempts'}`;
  if (delivery.status === 'delivered')
    return { label: 'Delivered', tone: 'default', detail: tries > 1 ? after : null };
  if (delivery.status === 'failed')
    return { label: 'Failed', tone: 'destructive', detail: last?.error ?? after };
  return { label: tries > 0 ? 'Retrying' : 'Sending', tone: 'secondary', detail: last?.error ?? null };
}

/** The server's field errors of a refused mutation (BAD_USER_INPUT), by field. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found = error.errors.find((e) => e.extensions?.['fieldErrors']);
  return (found?.extensions?.['fieldErrors'] as Record<string, string[]> | undefined) ?? {};
}

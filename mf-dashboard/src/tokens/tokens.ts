// Rules of the API tokens screen (issue 19): the expiries offered, how a token's dates read, webhook
// events in words, and the field errors of a refused form.
import { CombinedGraphQLErrors } from '@apollo/client';
import type { Dates } from '@thesis-studio/client';
import type { Translate } from '../i18n';

/** The expiries a token may have (days; null: never), in the order offered. */
export const EXPIRY_CHOICES = [
  { value: '30', days: 30, label: 'dashboard.tokens.expiry.30' },
  { value: '90', days: 90, label: 'dashboard.tokens.expiry.90' },
  { value: '365', days: 365, label: 'dashboard.tokens.expiry.365' },
  { value: 'never', days: null, label: 'dashboard.tokens.expiry.never' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export const expiryDays = (choice: ExpiryChoice): number | null =>
  EXPIRY_CHOICES.find((c) => c.value === choice)?.days ?? null;

/** The messages naming each scope and what it allows. */
export const SCOPE_LABELS = {
  read: { title: 'dashboard.tokens.scope.read', detail: 'dashboard.tokens.scope.readDetail' },
  write: { title: 'dashboard.tokens.scope.write', detail: 'dashboard.tokens.scope.writeDetail' },
} as const;

export const TOKEN_NAME_MAX = 100;

/** 'Expires 5 April 2026', 'Expired 5 April 2026' or 'Never expires', in the reader's language choice. */
export function expiryLabel(
  token: { expiresAt?: string | null; expired: boolean },
  dates: Dates,
  t: Translate,
): string {
  if (!token.expiresAt) return t('dashboard.tokens.neverExpires');
  const date = dates.date(token.expiresAt);
  return token.expired ? t('dashboard.tokens.expired', { date }) : t('dashboard.tokens.expires', { date });
}

/** 'Last used 5 minutes ago' or 'Never used'. */
export function lastUsedLabel(
  lastUsedAt: string | null | undefined,
  dates: Dates,
  t: Translate,
  now = new Date(),
): string {
  return lastUsedAt
    ? t('dashboard.tokens.lastUsed', {
        when: dates
          .relative(lastUsedAt, 'hours', { now })
          .replace(/^(Just now|Gerade eben)$/, (w) => w.toLowerCase()),
      })
    : t('dashboard.tokens.neverUsed');
}

export const WEBHOOK_EVENTS = [
  { value: 'research.completed', label: 'dashboard.webhooks.event.researchCompleted' },
  { value: 'research.failed', label: 'dashboard.webhooks.event.researchFailed' },
  { value: 'question.received', label: 'dashboard.webhooks.event.questionReceived' },
] as const;

export const eventLabel = (event: string, t: Translate): string => {
  const label = WEBHOOK_EVENTS.find((e) => e.value === event)?.label;
  return label ? t(label) : event;
};

/** How a webhook's latest delivery reads, and the badge it wears. */
export function deliveryState(
  delivery: {
    status: string;
    attempts: ReadonlyArray<{ status?: number | null; error?: string | null }>;
  } | null,
  t: Translate,
): { label: string; tone: 'default' | 'secondary' | 'destructive' | 'outline'; detail: string | null } {
  if (!delivery) return { label: t('dashboard.webhooks.delivery.none'), tone: 'outline', detail: null };
  const last = delivery.attempts[delivery.attempts.length - 1];
  const tries = delivery.attempts.length;
  const after = t('dashboard.webhooks.delivery.after', { count: tries });
  if (delivery.status === 'delivered')
    return {
      label: t('dashboard.webhooks.delivery.delivered'),
      tone: 'default',
      detail: tries > 1 ? after : null,
    };
  if (delivery.status === 'failed')
    return {
      label: t('dashboard.webhooks.delivery.failed'),
      tone: 'destructive',
      detail: last?.error ?? after,
    };
  return {
    label: tries > 0 ? t('dashboard.webhooks.delivery.retrying') : t('dashboard.webhooks.delivery.sending'),
    tone: 'secondary',
    detail: last?.error ?? null,
  };
}

/** The server's field errors of a refused mutation (BAD_USER_INPUT), by field. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found = error.errors.find((e) => e.extensions?.['fieldErrors']);
  return (found?.extensions?.['fieldErrors'] as Record<string, string[]> | undefined) ?? {};
}

// Rules of the API tokens screen: expiries in days, how dates read, and how a delivery reads.
import { CombinedGraphQLErrors } from '@apollo/client';
import { datesFor } from '@thesis-studio/client';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { deliveryState, expiryDays, expiryLabel, fieldErrorsOf, lastUsedLabel } from './tokens';

describe('expiryDays', () => {
  it('offers 30, 90 and 365 days or none, as the API takes them', () => {
    expect(['30', '90', '365', 'never'].map((c) => expiryDays(c as never))).toEqual([30, 90, 365, null]);
  });
});

const t = translatorFor('UK');

describe('expiryLabel and lastUsedLabel', () => {
  it('say when a token expires or expired, or that it never does', () => {
    const uk = datesFor('UK');
    expect(expiryLabel({ expiresAt: null, expired: false }, uk, t)).toBe('Never expires');
    expect(expiryLabel({ expiresAt: '2026-05-30T09:00:00.000Z', expired: false }, uk, t)).toBe(
      'Expires 30 May 2026',
    );
    expect(expiryLabel({ expiresAt: '2026-01-01T09:00:00.000Z', expired: true }, uk, t)).toBe(
      'Expired 1 January 2026',
    );
    expect(expiryLabel({ expiresAt: '2026-01-01T09:00:00.000Z', expired: true }, datesFor('USA'), t)).toBe(
      'Expired January 1, 2026',
    );
  });

  it('say when a token was last used, or that it never was', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const uk = datesFor('UK');
    expect(lastUsedLabel(null, uk, t, now)).toBe('Never used');
    expect(lastUsedLabel('2026-03-01T11:59:50.000Z', uk, t, now)).toBe('Last used just now');
    expect(lastUsedLabel('2026-03-01T11:59:50.000Z', datesFor('DE'), translatorFor('DE'), now)).toBe(
      'Zuletzt verwendet gerade eben',
    );
    // Hours while the same calendar day (local time).
    const local = new Date(2026, 2, 1, 12);
    expect(lastUsedLabel(new Date(2026, 2, 1, 9).toISOString(), uk, t, local)).toBe('Last used 3 hours ago');
  });
});

describe('deliveryState', () => {
  const attempt = (status: number | null, error: string | null) => ({ status, error });
  it('reads a webhook’s latest delivery', () => {
    expect(deliveryState(null, t)).toEqual({ label: 'No deliveries yet', tone: 'outline', detail: null });
    expect(deliveryState({ status: 'delivered', attempts: [attempt(204, null)] }, t)).toMatchObject({
      label: 'Delivered',
      detail: null,
    });
    expect(
      deliveryState({ status: 'delivered', attempts: [attempt(500, 'answered 500'), attempt(200, null)] }, t),
    ).toMatchObject({ label: 'Delivered', detail: 'after 2 attempts' });
    expect(deliveryState({ status: 'pending', attempts: [attempt(503, 'answered 503')] }, t)).toMatchObject({
      label: 'Retrying',
      detail: 'answered 503',
    });
    expect(deliveryState({ status: 'pending', attempts: [] }, t)).toMatchObject({ label: 'Sending' });
    expect(
      deliveryState({ status: 'failed', attempts: [attempt(null, 'Not fetched: internal')] }, t),
    ).toMatchObject({
      label: 'Failed',
      tone: 'destructive',
      detail: 'Not fetched: internal',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('reads BAD_USER_INPUT field errors, and nothing else', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { url: ['Bad.'] } } }],
    });
    expect(fieldErrorsOf(error)).toEqual({ url: ['Bad.'] });
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
  });
});

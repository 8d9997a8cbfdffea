import { describe, expect, it } from 'vitest';
import { translatorFor } from '@thesis-studio/i18n';
import { checkIdeaForm, IDEA_LIMITS, ideaToasts, retryAfterMinutes, submitIdea } from './idea';

const IDEA_TOASTS = ideaToasts(translatorFor('UK'));

const valid = { name: ' Ada Lovelace ', email: ' ada@example.com ', idea: '  Enter the Nordic market  ' };

describe('checkIdeaForm', () => {
  it('refuses blank fields after trimming with the spec toast', () => {
    for (const form of [
      { ...valid, name: '   ' },
      { ...valid, email: '' },
      { ...valid, idea: '\n\t ' },
      { name: '', email: '', idea: '' },
    ]) {
      const check = checkIdeaForm(form);
      expect(check).toMatchObject({ ok: false });
      if (!check.ok)
        expect(check.toast).toEqual({
          title: 'Missing Information',
          description: 'Please fill in all fields.',
        });
    }
  });

  it('names the first blank field so it can take the focus', () => {
    expect(checkIdeaForm({ ...valid, email: ' ', idea: '' })).toMatchObject({ field: 'email' });
  });

  it('checks the email with a simple pattern', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'a@b@c.com']) {
      expect(checkIdeaForm({ ...valid, email })).toEqual({
        ok: false,
        toast: IDEA_TOASTS.invalidEmail,
        field: 'email',
      });
    }
    expect(checkIdeaForm({ ...valid, email: 'first.last+tag@sub.example.co.uk' }).ok).toBe(true);
  });

  it('returns the trimmed form when valid', () => {
    expect(checkIdeaForm(valid)).toEqual({
      ok: true,
      idea: { name: 'Ada Lovelace', email: 'ada@example.com', idea: 'Enter the Nordic market' },
    });
  });

  it('refuses fields over the limits', () => {
    const check = checkIdeaForm({ ...valid, idea: 'x'.repeat(IDEA_LIMITS.idea + 1) });
    expect(check).toMatchObject({ ok: false, field: 'idea' });
    expect(check).toMatchObject({
      toast: { title: 'Too long', description: 'Idea can be at most 5000 characters.' },
    });
    expect(
      checkIdeaForm({ ...valid, name: 'x'.repeat(IDEA_LIMITS.name + 1) }, translatorFor('DE')),
    ).toMatchObject({
      toast: { title: 'Zu lang', description: 'Der Name darf höchstens 120 Zeichen lang sein.' },
    });
    expect(checkIdeaForm({ ...valid, idea: 'x'.repeat(IDEA_LIMITS.idea) }).ok).toBe(true);
  });
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('submitIdea', () => {
  const idea = { name: 'Ada', email: 'ada@example.com', idea: 'Nordic market' };

  it('POSTs the JSON form to /api/ideas with same-origin credentials and reads 201 {id, createdAt}', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const result = await submitIdea(idea, async (url, init) => {
      calls.push([url, init]);
      return json(201, { id: 'i1', createdAt: '2025-01-02T03:04:05.000Z' });
    });
    expect(result).toEqual({ ok: true, id: 'i1', createdAt: '2025-01-02T03:04:05.000Z' });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/ideas');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(idea);
  });

  it('shows the server message of a 400 and passes its fieldErrors on', async () => {
    const result = await submitIdea(idea, async () =>
      json(400, { message: 'Idea is too long', fieldErrors: { idea: ['At most 5000 characters'] } }),
    );
    expect(result).toEqual({
      ok: false,
      toast: { title: 'Submission Failed', description: 'Idea is too long' },
      fieldErrors: { idea: ['At most 5000 characters'] },
    });
  });

  it('says when to retry after a 429', async () => {
    const result = await submitIdea(idea, async () =>
      json(429, { message: 'Too many' }, { 'Retry-After': '90' }),
    );
    expect(result).toEqual({
      ok: false,
      toast: {
        title: 'Submission Failed',
        description: 'Too many ideas sent. Please try again in 2 minutes.',
      },
    });
    const german = await submitIdea(
      idea,
      async () => json(429, {}, { 'Retry-After': '30' }),
      translatorFor('DE'),
    );
    expect(german).toEqual({
      ok: false,
      toast: {
        title: 'Einreichen fehlgeschlagen',
        description: 'Zu viele Ideen gesendet. Bitte versuchen Sie es in 1 Minute noch einmal.',
      },
    });
  });

  it('gives the spec failure toast for server errors, HTML answers and network failures', async () => {
    const failure = {
      ok: false,
      toast: { title: 'Submission Failed', description: 'Please try again later.' },
    };
    expect(await submitIdea(idea, async () => json(500, { message: 'boom' }))).toEqual(failure);
    expect(await submitIdea(idea, async () => new Response('<html>', { status: 502 }))).toEqual(failure);
    expect(
      await submitIdea(idea, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual(failure);
  });
});

describe('retryAfterMinutes', () => {
  it('reads seconds or an HTTP date, rounding up to whole minutes (at least 1)', () => {
    expect(retryAfterMinutes(null)).toBeNull();
    expect(retryAfterMinutes('5')).toBe(1);
    expect(retryAfterMinutes('600')).toBe(10);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMinutes('Wed, 01 Jan 2025 00:03:30 GMT', now)).toBe(4);
    expect(retryAfterMinutes('soon')).toBeNull();
  });
});

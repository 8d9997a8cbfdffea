// The landing idea form (spec §3, §5, §8): its rules and POST /api/ideas.
import type { PendingIdea } from '@thesis-studio/client/pending-idea';
import { translatorFor, type Translate } from '@thesis-studio/i18n';

export type IdeaForm = PendingIdea;

export const EMPTY_IDEA_FORM: IdeaForm = { name: '', email: '', idea: '' };

/** Upper bounds mirrored from the gateway's limits, so a visitor is told before sending. */
export const IDEA_LIMITS = { name: 120, email: 254, idea: 5000 } as const;

/** A simple address pattern (spec §5): something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ToastText {
  title: string;
  description: string;
}

/** The form's toasts in the reader's language (`t`). */
export const ideaToasts = (t: Translate) =>
  ({
    missing: { title: t('shell.idea.missing.title'), description: t('shell.idea.missing.text') },
    invalidEmail: {
      title: t('shell.idea.invalidEmail.title'),
      description: t('shell.idea.invalidEmail.text'),
    },
    success: { title: t('shell.idea.success.title'), description: t('shell.idea.success.text') },
    failure: { title: t('shell.idea.failure.title'), description: t('shell.idea.failure.text') },
  }) satisfies Record<string, ToastText>;

/** Without a reader's language: UK English. */
const ENGLISH = translatorFor('UK');

export type IdeaCheck = { ok: true; idea: IdeaForm } | { ok: false; toast: ToastText; field: keyof IdeaForm };

/** Trims every field, then: all three required, then a plausible email, then the length limits. */
export function checkIdeaForm(form: IdeaForm, t: Translate = ENGLISH): IdeaCheck {
  const IDEA_TOASTS = ideaToasts(t);
  const idea = { name: form.name.trim(), email: form.email.trim(), idea: form.idea.trim() };
  const blank = (['name', 'email', 'idea'] as const).find((field) => idea[field] === '');
  if (blank) return { ok: false, toast: IDEA_TOASTS.missing, field: blank };
  if (!EMAIL_PATTERN.test(idea.email)) return { ok: false, toast: IDEA_TOASTS.invalidEmail, field: 'email' };
  const tooLong = (['name', 'email', 'idea'] as const).find(
    (field) => idea[field].length > IDEA_LIMITS[field],
  );
  if (tooLong) {
    return {
      ok: false,
      toast: {
        title: t('shell.idea.tooLong.title'),
        description: t('shell.idea.tooLong.text', { field: tooLong, max: IDEA_LIMITS[tooLong] }),
      },
      field: tooLong,
    };
  }
  return { ok: true, idea };
}

export type IdeaSubmission =
  | { ok: true; id: string; createdAt: string }
  | { ok: false; toast: ToastText; fieldErrors?: Record<string, string[]> };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Minutes to wait from a Retry-After header (seconds or an HTTP date), at least 1. */
export function retryAfterMinutes(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * POST /api/ideas {name, email, idea} → 201 {id, createdAt}. A 400 {message, fieldErrors} shows the
 * server's message; a 429 says when to retry (Retry-After); anything else is the spec's failure toast.
 */
export async function submitIdea(
  idea: IdeaForm,
  fetchImpl: Fetch = fetch,
  t: Translate = ENGLISH,
): Promise<IdeaSubmission> {
  const IDEA_TOASTS = ideaToasts(t);
  let response: Response;
  try {
    response = await fetchImpl('/api/ideas', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: idea.name, email: idea.email, idea: idea.idea }),
    });
  } catch {
    return { ok: false, toast: IDEA_TOASTS.failure };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) {
    return { ok: true, id: String(body?.id ?? ''), createdAt: String(body?.createdAt ?? '') };
  }
  if (response.status === 400) {
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
    const fieldErrors = (body?.fieldErrors ?? undefined) as Record<string, string[]> | undefined;
    return {
      ok: false,
      toast: { title: IDEA_TOASTS.failure.title, description: message ?? IDEA_TOASTS.failure.description },
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  if (response.status === 429) {
    const minutes = retryAfterMinutes(response.headers.get('Retry-After'));
    return {
      ok: false,
      toast: {
        title: IDEA_TOASTS.failure.title,
        description:
          minutes === null ? IDEA_TOASTS.failure.description : t('shell.idea.tooMany', { minutes }),
      },
    };
  }
  return { ok: false, toast: IDEA_TOASTS.failure };
}

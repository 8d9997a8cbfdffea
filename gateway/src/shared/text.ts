// Text fields at the boundary (zod): NFC-normalised; single-line fields (names, titles, usernames)
// refuse control characters, bidi controls, zero-width characters and lone surrogates; multi-line
// fields (descriptions, content) allow newlines and tabs and refuse the rest of those.
import { z } from 'zod';

/** C0/C1 controls (incl. CR, LF, TAB), DEL, line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** C0/C1 controls except LF and TAB (CR is folded into LF before the check). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/u;
/** Bidi embeddings, overrides and isolates; zero-width characters; the BOM. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** A UTF-16 surrogate without its pair (not encodable as UTF-8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

function checkText(value: string, ctx: z.RefinementCtx, label: string, multiline: boolean): void {
  if (hasLoneSurrogate(value)) {
    ctx.addIssue({ code: 'custom', message: `${label} contains an invalid character.` });
  } else if ((multiline ? CONTROL_MULTILINE : CONTROL).test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: multiline
        ? `${label} contains a control character; only line breaks and tabs are allowed.`
        : `${label} must be a single line without control characters.`,
    });
  } else if (INVISIBLE.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `${label} contains invisible formatting characters (zero-width or text-direction controls).`,
    });
  }
}

interface TextOptions {
  /** Maximum length in characters (after trimming and normalisation). */
  max: number;
  /** Refuse an empty value (after trimming) with "{label} is required." */
  required?: boolean;
}

const base = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });

/** One line of text: trimmed, NFC, no control or invisible characters. */
export function singleLineText(label: string, { max, required = true }: TextOptions) {
  return base(label)
    .transform((value) => value.normalize('NFC').trim())
    .superRefine((value, ctx) => checkText(value, ctx, label, false))
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `${label} is required.`)
        .max(max, `${label} must be at most ${max} characters.`),
    );
}

/** Free text over several lines: CRLF folded to LF, NFC, only LF and TAB among control characters. */
export function multiLineText(label: string, { max, required = false }: TextOptions) {
  return base(label)
    .transform((value) => value.normalize('NFC').replace(/\r\n?/g, '\n'))
    .superRefine((value, ctx) => checkText(value, ctx, label, true))
    .pipe(
      z
        .string()
        .refine((value) => !required || value.trim().length > 0, `${label} is required.`)
        .max(max, `${label} must be at most ${max} characters.`),
    );
}

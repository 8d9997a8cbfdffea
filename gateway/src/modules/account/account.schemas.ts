// Input shapes of the account domain (issue 21). Strings only where strings belong.
import { AUDIT_ACTIONS, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, ROLES } from '@thesis-studio/domain';
import { z } from 'zod';

export const deleteMyAccountInput = z.object({
  password: z
    .string({ message: 'Password is required.' })
    .min(1, 'Please type your password to delete your account.')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
});

/** AccountSession.id: 32 base64url characters (a hash of the stored id, never the session's secret). */
export const SESSION_VIEW_ID = /^[A-Za-z0-9_-]{32}$/;

/** '2026-01-31' (a whole day) or an ISO-8601 date-time. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const instant = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(40, `${label} must be a date (2026-01-31) or an ISO-8601 date-time.`)
    .refine((text) => !Number.isNaN(Date.parse(text)), {
      message: `${label} must be a date (2026-01-31) or an ISO-8601 date-time.`,
    });

/** Account id or email. */
const party = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .min(1, `${label} must be an account id or an email.`)
    .max(MAX_EMAIL_LENGTH, `${label} must be an account id or an email.`);

export const auditFilterInput = z.object({
  action: z.enum(AUDIT_ACTIONS, { message: `Action must be one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  actor: party('Actor').optional(),
  subject: party('Subject').optional(),
  from: instant('From').optional(),
  to: instant('To').optional(),
});

const limit = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ message: 'Limit must be a whole number from 1 to 100.' })
    .int('Limit must be a whole number from 1 to 100.')
    .min(1, 'Limit must be a whole number from 1 to 100.')
    .max(100, 'Limit must be a whole number from 1 to 100.'),
);

export const auditPageInput = z.object({
  limit: limit.optional(),
  cursor: z
    .string({ message: 'Cursor must be text.' })
    .regex(/^\d{1,15}_[0-9a-f]{24}$/, 'Cursor is not one this list gave.')
    .optional(),
});

/** The end of a `to` bound: a date alone means up to the end of that day (UTC). */
export const toBound = (text: string): Date =>
  DATE_ONLY.test(text) ? new Date(Date.parse(text) + 24 * 60 * 60 * 1000) : new Date(text);

/** One of the sessions an account is signed in with (GraphQL `AccountSession`, the REST answer). */
export const accountSessionAnswer = z
  .object({
    id: z.string().meta({ description: 'Opaque; not the session’s secret.' }),
    current: z.boolean().meta({ description: 'The session this request was made with.' }),
    browser: z.string().meta({ description: "e.g. 'Firefox 128' ('Unknown browser')." }),
    os: z.string().meta({ description: "e.g. 'macOS 14.5' ('Unknown OS')." }),
    platform: z.string().nullable().meta({ description: 'desktop, mobile, tablet, tv; null when unknown.' }),
    approximateIp: z
      .string()
      .nullable()
      .meta({ description: 'IPv4 to /24, IPv6 to /48; null when unknown.' }),
    signedInAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().meta({ description: 'Updated at most every few minutes.' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSession' });

/** Someone an audit entry names: the id always; name and email until their account is deleted. */
const auditParty = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    deleted: z.boolean(),
  })
  .meta({ id: 'AuditParty' });

/** An entry of the audit trail (GraphQL `AuditEntry`). */
const auditEntryAnswer = z
  .object({
    id: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: auditParty.nullable().meta({ description: 'Who did it; null when the system did.' }),
    subject: auditParty,
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
    fromRole: z.enum(ROLES).nullable(),
    toRole: z.enum(ROLES).nullable(),
    tokenId: z.string().nullable(),
    tokenName: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

/** A page of the audit trail, newest first (GraphQL `AuditPage`). */
export const auditPageAnswer = z
  .object({
    entries: z.array(auditEntryAnswer),
    nextCursor: z.string().nullable().meta({ description: 'For the next (older) page; null on the last.' }),
    total: z.number().int().meta({ description: 'How many entries match in all.' }),
  })
  .meta({ id: 'AuditPage' });

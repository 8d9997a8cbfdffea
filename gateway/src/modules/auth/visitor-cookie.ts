// The anonymous visitor of a shared thesis: a random id in an HttpOnly, SameSite=Lax cookie (Secure
// over https), set the first time a visitor needs one (their own readers' chat). Signed-in readers
// are told apart by their account instead.
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';

const VISITOR_COOKIE = 'ts_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{32,64}$/;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The visitor id the request carries; undefined when none, or when it is not one we issue. */
export function readVisitorId(headers: IncomingHttpHeaders): string | undefined {
  if (!headers.cookie) return undefined;
  try {
    const value = parseCookie(headers.cookie)[VISITOR_COOKIE];
    return value && VISITOR_ID.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a new visitor cookie and returns its id (256 random bits). */
export function issueVisitorId(req: Request, res: Response): string {
  const id = randomBytes(32).toString('base64url');
  res.cookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: YEAR_MS,
  });
  return id;
}

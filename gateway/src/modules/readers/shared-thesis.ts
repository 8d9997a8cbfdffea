// The thesis behind a live share link, as the domains that serve its readers need it (identity and
// title, never its text: the text a reader may see comes only from `theses.sharedText`).
import type { ThesisLanguage } from '@thesis-studio/domain';
import { notFound } from '../../shared/errors/service-error.js';
import { SHARED_THESIS_NOT_FOUND } from '../sharing/index.js';
import type { ThesesService } from '../theses/index.js';
import { shareUrlSchema } from './readers.schemas.js';

export interface SharedThesisRef {
  id: string;
  projectId: string;
  title: string;
  /** What readers' questions are answered in (issue 31). */
  language: ThesisLanguage;
  shareUrl: string;
}

export type SharedTheses = Pick<ThesesService, 'findShared'>;

/** The thesis behind `shareUrl`; NOT_FOUND when the link is unknown or revoked. */
export async function findSharedThesis(theses: SharedTheses, shareUrl: unknown): Promise<SharedThesisRef> {
  const parsed = shareUrlSchema.safeParse(shareUrl);
  const thesis = parsed.success ? await theses.findShared(parsed.data) : null;
  if (!thesis || !parsed.success) throw notFound(SHARED_THESIS_NOT_FOUND);
  return {
    id: thesis.id,
    projectId: thesis.projectId,
    title: thesis.title,
    language: thesis.language,
    shareUrl: parsed.data,
  };
}

// A thesis's source library on screen (issue 17 item 1): what may be added, how a source's size and
// contents read, and the REST calls that add one (files go up as multipart; pasted text as JSON).
import { answer, apiErrorMessage, ApiError, rest, type RestSchemas } from '@thesis-studio/client';
import { english, type FlowId, type FlowTranslate } from '../i18n/flow';

/** What the file picker offers (extensions and MIME types of PDF, DOCX, Markdown, plain text, HTML). */
export const SOURCE_ACCEPT = [
  '.pdf',
  '.docx',
  '.md',
  '.markdown',
  '.txt',
  '.html',
  '.htm',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/markdown',
  'text/plain',
  'text/html',
].join(',');

type Source = RestSchemas['Source'];
export type SourceKind = Source['kind'];

/**
 * A source as the page lists it: the REST answer (the OpenAPI document's `Source`), of which the
 * GraphQL query selects what the page shows.
 */
export type SourceItem = Pick<Source, 'id' | 'title' | 'kind' | 'size' | 'words' | 'status' | 'createdAt'> &
  Partial<
    Pick<
      Source,
      'fileName' | 'pages' | 'sections' | 'failureReason' | 'url' | 'site' | 'fetchedAt' | 'addedBy'
    >
  >;

const KIND_IDS: Record<SourceKind, FlowId> = {
  pdf: 'flow.sources.kind.pdf',
  docx: 'flow.sources.kind.docx',
  markdown: 'flow.sources.kind.markdown',
  text: 'flow.sources.kind.text',
  html: 'flow.sources.kind.html',
  web: 'flow.sources.kind.web',
};

/** A kind's name in the reader's language ('PDF', 'Web page'); an unknown kind as the server named it. */
export const kindLabel = (kind: SourceKind, t: FlowTranslate = english): string =>
  KIND_IDS[kind] ? t(KIND_IDS[kind]) : kind;

/** '820 bytes', '14 KB', '2.4 MB'. */
export function formatBytes(bytes: number, t: FlowTranslate = english): string {
  if (bytes < 1024) return t('flow.sources.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return t('flow.sources.kilobytes', { size: Math.round(bytes / 1024) });
  const mb = bytes / (1024 * 1024);
  return mb < 10
    ? t('flow.sources.megabytesFraction', { size: Number(mb.toFixed(1)) })
    : t('flow.sources.megabytes', { size: Math.round(mb) });
}

/** 'PDF · 2.4 MB · 12 pages · 5,230 words' — what is known of a source so far. */
export function sourceFacts(source: SourceItem, t: FlowTranslate = english): string {
  const pasted = source.kind === 'text' && !source.fileName;
  const facts = [pasted ? t('flow.sources.pasted') : kindLabel(source.kind, t)];
  if (source.kind !== 'web' || source.size > 0) facts.push(formatBytes(source.size, t));
  if (source.status === 'ready') {
    if (source.pages) facts.push(t('flow.sources.pages', { count: source.pages }));
    else if (source.sections) facts.push(t('flow.sources.sections', { count: source.sections }));
    facts.push(t('flow.sources.words', { count: source.words }));
  }
  return facts.join(' · ');
}

/** What the library adds up to: '3 sources · 12,400 words' (ready ones' words). */
export function librarySummary(sources: ReadonlyArray<SourceItem>, t: FlowTranslate = english): string {
  if (sources.length === 0) return t('flow.sources.none');
  const words = sources.filter((s) => s.status === 'ready').reduce((sum, s) => sum + s.words, 0);
  const processing = sources.filter((s) => s.status === 'processing').length;
  return [
    t('flow.sources.sources', { count: sources.length }),
    words > 0 ? t('flow.sources.words', { count: words }) : '',
    processing > 0 ? t('flow.sources.processing', { count: processing }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The library is polled while any source is still being read. */
export const SOURCES_POLL_MS = 2_000;
export const anyProcessing = (sources: ReadonlyArray<Pick<SourceItem, 'status'>>): boolean =>
  sources.some((source) => source.status === 'processing');

/** What a refused upload says: the server's own message (413 names the limit, 400 what is accepted). */
export function uploadErrorMessage(error: unknown, t: FlowTranslate = english): string {
  const message = apiErrorMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status === 413) return t('flow.sources.tooLarge');
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : t('flow.sources.tryAgain');
}

/** POST /api/theses/{id}/sources, multipart field `file`: 201 with the source (status processing). */
export function uploadSourceFile(thesisId: string, file: File, signal?: AbortSignal): Promise<SourceItem> {
  return answer(
    rest().POST('/api/theses/{idOrSlug}/sources', {
      params: { path: { idOrSlug: thesisId } },
      body: { file },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** POST /api/theses/{id}/sources with `{ title, text }`: pasted text as a source. */
export function addPastedSource(
  thesisId: string,
  pasted: { title: string; text: string },
  signal?: AbortSignal,
): Promise<SourceItem> {
  return answer(
    rest().POST('/api/theses/{idOrSlug}/sources', {
      params: { path: { idOrSlug: thesisId } },
      body: { title: pasted.title.trim(), text: pasted.text },
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** Pasted text's limits in the form (the gateway checks the thesis's word limit). */
export const PASTED_TITLE_MAX = 200;
/** Longer text goes up as a file. */
export const PASTED_TEXT_MAX = 200_000;
const PASTED_TEXT_MIN = 20;

/** Why a pasted source cannot be added yet (its message), null when it can. */
export function pastedSourceProblem(pasted: { title: string; text: string }): FlowId | null {
  if (!pasted.title.trim()) return 'flow.sources.paste.noTitle';
  if (pasted.text.trim().length < PASTED_TEXT_MIN) return 'flow.sources.paste.tooShort';
  return null;
}

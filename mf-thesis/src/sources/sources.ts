// A thesis's source library on screen (issue 17 item 1): what may be added, how a source's size and
// contents read, and the REST calls that add one (files go up as multipart; pasted text as JSON).
import { answer, apiErrorMessage, ApiError, rest, type RestSchemas } from '@thesis-studio/client';

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

/** The gateway's default limits (SOURCES_MAX_FILE_MB, SOURCES_MAX_PER_THESIS); it enforces its own. */
export const SOURCE_LIMITS_TEXT =
  'PDF, DOCX, Markdown, plain text or HTML · up to 20 MB a file, 50 sources a thesis';

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

export const KIND_LABEL: Record<SourceKind, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  markdown: 'Markdown',
  text: 'Text',
  html: 'HTML',
  web: 'Web page',
};

const number = new Intl.NumberFormat('en-GB');

/** '820 bytes', '14 KB', '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${number.format(count)} ${count === 1 ? one : many}`;

/** 'PDF · 2.4 MB · 12 pages · 5,230 words' — what is known of a source so far. */
export function sourceFacts(source: SourceItem): string {
  const pasted = source.kind === 'text' && !source.fileName;
  const facts = [pasted ? 'Pasted text' : (KIND_LABEL[source.kind] ?? source.kind)];
  if (source.kind !== 'web' || source.size > 0) facts.push(formatBytes(source.size));
  if (source.status === 'ready') {
    if (source.pages) facts.push(plural(source.pages, 'page'));
    else if (source.sections) facts.push(plural(source.sections, 'section'));
    facts.push(plural(source.words, 'word'));
  }
  return facts.join(' · ');
}

/** What the library adds up to: '3 sources · 12,400 words' (ready ones' words). */
export function librarySummary(sources: ReadonlyArray<SourceItem>): string {
  if (sources.length === 0) return 'No sources yet';
  const words = sources.filter((s) => s.status === 'ready').reduce((sum, s) => sum + s.words, 0);
  const processing = sources.filter((s) => s.status === 'processing').length;
  return [
    plural(sources.length, 'source'),
    words > 0 ? plural(words, 'word') : '',
    processing > 0 ? `${number.format(processing)} processing` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The library is polled while any source is still being read. */
export const SOURCES_POLL_MS = 2_000;
export const anyProcessing = (sources: ReadonlyArray<Pick<SourceItem, 'status'>>): boolean =>
  sources.some((source) => source.status === 'processing');

/** What a refused upload says: the server's own message (413 names the limit, 400 what is accepted). */
export function uploadErrorMessage(error: unknown): string {
  const message = apiErrorMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status === 413) return 'This file is larger than the upload limit.';
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : 'Please try again.';
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

/** Why a pasted source cannot be added yet ('' when it can). */
export function pastedSourceProblem(pasted: { title: string; text: string }): string {
  if (!pasted.title.trim()) return 'Give the text a title.';
  if (pasted.text.trim().length < PASTED_TEXT_MIN) return 'Paste at least a sentence or two.';
  return '';
}

// The shared view the gateway writes into the page's first HTML answer (server.tsx, issue 18), with its
// reading (title, project, the article's tree, the cue cards and Key Insights, in the default spelling
// variant), read instead of asking GET /api/shared/{shareUrl} again and parsing the content when the
// page starts.
import type { SharedThesis } from './SharedThesisLayout';
import type { SharedReading } from './spell-reading';

/** The id of the `<script type="application/json">` that carries the shared view. */
export const SHARED_DATA_ID = 'shared-thesis-data';

/** What the script element holds: the shared view as the API answers it, and its reading. */
export type EmbeddedSharedThesis = SharedThesis & { reading: SharedReading };

const isEmbedded = (value: unknown): value is EmbeddedSharedThesis => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const reading = v['reading'] as Record<string, unknown> | null | undefined;
  return (
    typeof v['id'] === 'string' &&
    typeof v['shareUrl'] === 'string' &&
    typeof v['title'] === 'string' &&
    typeof v['content'] === 'string' &&
    typeof v['summary'] === 'string' &&
    typeof reading === 'object' &&
    reading !== null &&
    (reading['variant'] === undefined || reading['variant'] === 'UK' || reading['variant'] === 'USA') &&
    typeof reading['title'] === 'string' &&
    typeof reading['projectName'] === 'string' &&
    Array.isArray(reading['keyInsights']) &&
    Array.isArray(reading['article']) &&
    Array.isArray(reading['cueCards'])
  );
};

/** The embedded shared view and its reading when they are the ones of `shareUrl`, else null. */
export function embeddedSharedThesis(
  shareUrl: string,
  doc: Document | undefined = globalThis.document,
): { thesis: SharedThesis; reading: SharedReading } | null {
  const element = doc?.getElementById(SHARED_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (!isEmbedded(value) || value.shareUrl !== shareUrl) return null;
    const { reading, ...thesis } = value;
    return { thesis, reading };
  } catch {
    return null;
  }
}

// The shared view the gateway writes into the page's first HTML answer (server.tsx, issue 18), read
// instead of asking GET /api/shared/{shareUrl} again when the page starts.
import type { SharedThesis } from './SharedThesisLayout';

/** The id of the `<script type="application/json">` that carries the shared view. */
export const SHARED_DATA_ID = 'shared-thesis-data';

const isSharedThesis = (value: unknown): value is SharedThesis => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['id'] === 'string' &&
    typeof v['shareUrl'] === 'string' &&
    typeof v['title'] === 'string' &&
    typeof v['content'] === 'string' &&
    typeof v['summary'] === 'string'
  );
};

/** The embedded shared view when it is the one of `shareUrl`, else null. */
export function embeddedSharedThesis(
  shareUrl: string,
  doc: Document | undefined = globalThis.document,
): SharedThesis | null {
  const element = doc?.getElementById(SHARED_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return isSharedThesis(value) && value.shareUrl === shareUrl ? value : null;
  } catch {
    return null;
  }
}

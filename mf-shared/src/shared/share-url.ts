// Where a shared thesis lives: its public page and its REST paths. A share URL spans path segments
// (`<11 chars>/<11 chars>`, spec §2), so each segment is encoded on its own.

const encodeSegments = (shareUrl: string): string =>
  shareUrl
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');

/** `/api/shared/{shareUrl}` plus an optional tail such as `/messages`. */
export const sharedApiPath = (shareUrl: string, tail = ''): string =>
  `/api/shared/${encodeSegments(shareUrl)}${tail}`;

/** Spec §9: the share link is `{origin}/shared/{shareUrl}`. */
export const sharedPageLink = (origin: string, shareUrl: string): string =>
  `${origin}/shared/${encodeSegments(shareUrl)}`;

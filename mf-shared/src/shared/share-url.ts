// Where a shared thesis lives: its public page (its REST paths are the REST client's, which encodes the
// share URL the same way). A share URL spans path segments (`<11 chars>/<11 chars>`, spec §2), so each
// segment is encoded on its own.

const encodeSegments = (shareUrl: string): string =>
  shareUrl
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');

/** Spec §9: the share link is `{origin}/shared/{shareUrl}`. */
export const sharedPageLink = (origin: string, shareUrl: string): string =>
  `${origin}/shared/${encodeSegments(shareUrl)}`;

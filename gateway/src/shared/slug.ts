// Slugs for links (/projects/:slug, /theses/:slug): lowercase ASCII made from a name (accents
// transliterated), unique per collection with -2, -3 … on collision, and never changed afterwards.
// Uniqueness rests on a unique index: a racing insert that takes the same slug is retried.
import slugify from '@sindresorhus/slugify';

const SLUG_MAX_LENGTH = 80;

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** True when `value` reads as a document id (24 hex digits); reads try ids before slugs. */
export const isObjectIdText = (value: string): boolean => OBJECT_ID.test(value);

/**
 * The slug a name starts from: `fallback` when nothing of it survives (emoji, CJK without a
 * transliteration), cut at a word boundary to SLUG_MAX_LENGTH, never a text that reads as an id.
 */
export function slugBase(text: string, fallback: string): string {
  let slug = slugify(text, { decamelize: false });
  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
    const lastDash = cut.lastIndexOf('-');
    slug = (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
  }
  if (slug === '') return fallback;
  // "deadbeef…" (24 hex digits) would be taken for an id and never be found by its slug.
  return isObjectIdText(slug) ? `${slug}-${fallback}` : slug;
}

/**
 * The first free slug for `base` given the slugs already taken among `base`, `base-2`, `base-3`…:
 * `base` when free, else one past the highest number in use (so a deleted one is not handed out
 * again while a later one exists).
 */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const numbers = taken.flatMap((slug) => {
    if (slug === base) return [1];
    const match = slug.startsWith(`${base}-`) ? /^\d+$/.exec(slug.slice(base.length + 1)) : null;
    return match ? [Number(match[0])] : [];
  });
  if (numbers.length === 0) return base;
  return `${base}-${Math.max(...numbers) + 1}`;
}

/** Matches `base` and `base-<n>` (a slug holds only [a-z0-9-], nothing to escape). */
export const slugFamily = (base: string): RegExp => new RegExp(`^${base}(?:-\\d+)?$`);

const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown }).code === 11000;

/**
 * Inserts with the first free slug; when a concurrent insert took it first (duplicate key on the
 * unique index), looks again and retries. `taken` lists the slugs of `slugFamily(base)`.
 */
export async function insertWithFreeSlug<T>(
  base: string,
  taken: (family: RegExp) => Promise<string[]>,
  insert: (slug: string) => Promise<T>,
  attempts = 8,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = nextFreeSlug(base, await taken(slugFamily(base)));
    try {
      return await insert(slug);
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= attempts) throw error;
    }
  }
}

/**
 * The filter for a read by id or slug (24 hex digits are an id, anything else a slug); null when the
 * text can be neither, which the caller answers as not found.
 */
export function idOrSlugFilter(value: unknown): { _id: string } | { slug: string } | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (isObjectIdText(text)) return { _id: text };
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && text.length <= SLUG_MAX_LENGTH + 32
    ? { slug: text }
    : null;
}

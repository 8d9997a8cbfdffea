// Pieces the modules' contracts share: path parameters, ids, dates, and a check that an answer schema
// and a type generated from the GraphQL schema describe the same shape.
import { z } from 'zod';

/** A MongoDB ObjectId as the API writes it. */
export const objectIdString = z
  .string()
  .regex(/^[0-9a-f]{24}$/i)
  .meta({ description: '24 hexadecimal characters.', example: '665f1c2b9d3e4a0012345678' });

const idOrSlug = (what: string) =>
  z.string().meta({
    description: `The ${what}'s id (24 hexadecimal characters) or its slug.`,
    example: 'future-of-retail',
  });

export const projectPath = z.object({ idOrSlug: idOrSlug('project') });
export const thesisPath = z.object({ idOrSlug: idOrSlug('thesis') });

/** `{shareUrl}`: the share link's path, which holds a slash. */
export const shareUrlPath = z.object({
  shareUrl: z.string().meta({
    description:
      'The share link after `/shared/`: two segments of 11 characters, `AbCdEfGhIjK/LmNoPqRsTuV`. ' +
      'The slash may be sent as it is or encoded (`%2F`).',
    example: 'AbCdEfGhIjK/LmNoPqRsTuV',
  }),
});

export const idPath = (description: string) => z.object({ id: objectIdString.meta({ description }) });

/** What a DELETE answers: the id of what went. */
export const deletedAnswer = z.object({ id: z.string() }).meta({ id: 'Deleted' });

type WithoutTypename<T> = T extends object ? Omit<T, '__typename'> : T;

/**
 * Type-level check that a zod answer schema's output and a type generated from the GraphQL schema
 * have the same shape (each assignable to the other, `__typename` aside); does nothing at run time.
 * `sameShape<z.output<typeof userAnswer>, User>(true)` fails to compile when they drift apart.
 */
export const sameShape = <A, B>(
  _: [A] extends [WithoutTypename<B>] ? ([WithoutTypename<B>] extends [A] ? true : false) : false,
): void => undefined;

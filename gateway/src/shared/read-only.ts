// PUT and PATCH accept what GET answered (issue 32). A client that reads a resource, changes one field
// and writes the whole of it back also sends the fields it cannot set (ids, timestamps, derived values):
// those are accepted and ignored, and the OpenAPI document marks them `readOnly`. Any other name is still
// refused ("Unknown field: …"), so a misspelt field is never silently dropped.
import { z } from 'zod';

type ReadOnlyShape<Fields extends z.ZodRawShape, Resource extends z.ZodRawShape> = {
  [K in Exclude<keyof Resource, keyof Fields>]: z.ZodOptional<Resource[K]>;
};

/**
 * The body of a PUT/PATCH: `fields` (what the client may set) plus every other field of `resource` (the
 * GET answer) as optional and read-only, all else refused. Read-only fields are checked against the
 * answer's types (a `version` sent as text is still a mistake) and dropped from the parsed value.
 * Refine the result, not `fields`, so that a refinement sees only what is written.
 */
export function acceptingReadOnly<Fields extends z.ZodRawShape, Resource extends z.ZodRawShape>(
  fields: z.ZodObject<Fields>,
  resource: z.ZodObject<Resource>,
) {
  const readOnlyKeys = Object.keys(resource.shape).filter((key) => !(key in fields.shape));
  const readOnly: Record<string, z.ZodType> = {};
  for (const key of readOnlyKeys) {
    const field = resource.shape[key] as z.ZodType;
    const said = field.description ? `${field.description} ` : '';
    readOnly[key] = field
      .optional()
      .meta({ readOnly: true, description: `${said}Read-only: accepted as GET answers it, and ignored.` });
  }
  const body = z.strictObject({ ...(readOnly as ReadOnlyShape<Fields, Resource>), ...fields.shape });
  return body.transform((value) => {
    const written: Record<string, unknown> = { ...value };
    for (const key of readOnlyKeys) delete written[key];
    return written as z.output<z.ZodObject<Fields>>;
  });
}

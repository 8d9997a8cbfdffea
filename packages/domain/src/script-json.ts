// JSON written inside an HTML `<script type="application/json">` element: by the gateway (the remotes
// manifest in index.html) and by mf-shared's server render (the shared view).

/**
 * `value` as JSON whose `<`, `>`, `&` and JavaScript line separators (U+2028/9) are written as \u
 * escapes, so no string in it can close the element or open a comment; JSON.parse reads it back as is.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

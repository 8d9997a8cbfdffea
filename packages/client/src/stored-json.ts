// Objects kept as JSON in sessionStorage (the landing idea, a shared thesis waiting to be saved), read
// without throwing: storage may be disabled, and what it holds may have been written by anything.

/** The object stored under `key`, or null when there is none, it cannot be read or it is not a JSON object. */
export function readStoredObject(
  session: Pick<Storage, 'getItem'>,
  key: string,
): Record<string, unknown> | null {
  let raw: string | null;
  try {
    raw = session.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

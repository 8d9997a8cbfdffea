// A Storage kept in a Map, for the tests of what the client keeps in localStorage and sessionStorage:
// each test starts from the entries it names and can read what was written (`data`). Imported by tests only.
export function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/**
 * Runs a query's `refetch` whose failure needs no handling here: Apollo puts the error in the
 * query's own `error`, which the component already shows (a LoadError, a toast). Resolves once the
 * refetch settled, so callers may await fresh data before going on.
 */
export function refetchQuietly(refetch: () => Promise<unknown>): Promise<void> {
  return refetch().then(
    () => undefined,
    () => undefined,
  );
}

// Deleting an account (issue 21): named steps, one or more per domain, each removing (or anonymising)
// what that domain keeps about the person. The account domain runs them in the order the composition
// lists them (modules/composition.ts) and records each finished step in a deletion job, so a deletion
// cut short by a crash resumes on the next start where it stopped.

/** The account being deleted, as the deletion job recorded it (the account itself may be gone). */
export interface DeletedUser {
  id: string;
  /** Lower-cased, as stored. */
  email: string;
  /** When the deletion started: records found by email are deleted only when made before it. */
  since: Date;
}

/**
 * One step of deleting an account. Steps are recorded by name as they finish, so a deletion cut short
 * resumes after the last one done; each must be idempotent (succeed when there is nothing left).
 */
export interface UserDeletingStep {
  /** Unique and stable (recorded in account_deletions), e.g. 'comments.authored'. */
  name: string;
  run: (user: DeletedUser) => Promise<void>;
}

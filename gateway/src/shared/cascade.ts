// Deleting a project or a thesis deletes everything hanging off it. A domain that keeps data under a
// project or a thesis (theses, research phases, chats, questions, saved links…) registers a hook here
// when its service is built; the domain that owns the parent runs the hooks, then deletes the parent.
// There are no multi-document transactions: dependents go first, so a crash part-way leaves the parent
// in place (still visible, still deletable) and deleting it again finishes the job. Hooks must
// therefore be idempotent: delete what is there, and succeed when nothing is.
//
// Deleting an account (issue 21) runs named steps instead (`onDeletingUser`): the account domain
// records each finished step in a deletion job, so a deletion cut short by a crash resumes on the next
// start where it stopped.

/** Deletes what hangs off these theses (runs before the theses themselves are deleted). */
export type ThesesDeletingHook = (thesisIds: readonly string[]) => Promise<void>;
/** Deletes what hangs off this project (runs before the project itself is deleted). */
export type ProjectDeletingHook = (projectId: string) => Promise<void>;

/** The account being deleted, as the deletion job recorded it (the account itself may be gone). */
export interface DeletedUser {
  id: string;
  /** Lower-cased, as stored. */
  email: string;
  /** When the deletion started: records found by email are deleted only when made before it. */
  since: Date;
}

/**
 * One step of deleting an account: removes (or anonymises) what one domain keeps about the person.
 * Steps are recorded by name as they finish, so a deletion cut short resumes after the last one done;
 * each must be idempotent (succeed when there is nothing left).
 */
export interface UserDeletingStep {
  /** Unique and stable (recorded in account_deletions), e.g. 'comments.authored'. */
  name: string;
  run: (user: DeletedUser) => Promise<void>;
}

export class Cascade {
  private readonly thesesHooks: ThesesDeletingHook[] = [];
  private readonly projectHooks: ProjectDeletingHook[] = [];
  private readonly userSteps: UserDeletingStep[] = [];

  onDeletingTheses(hook: ThesesDeletingHook): void {
    this.thesesHooks.push(hook);
  }

  onDeletingProject(hook: ProjectDeletingHook): void {
    this.projectHooks.push(hook);
  }

  /**
   * What a domain keeps about a person outside their projects (comments they wrote, questions they
   * sent, their saved links…), deleted when their account is. The account domain runs the steps in
   * the order registered (module list order), after the person's projects.
   */
  onDeletingUser(name: string, run: UserDeletingStep['run']): void {
    if (this.userSteps.some((step) => step.name === name))
      throw new Error(`cascade: user step "${name}" twice`);
    this.userSteps.push({ name, run });
  }

  /** The registered account-deletion steps, in order. */
  deletingUserSteps(): readonly UserDeletingStep[] {
    return [...this.userSteps];
  }

  /**
   * Runs every theses hook, one after another, the last registered first: a domain listed later
   * may keep data that points at an earlier domain's data, so it cleans up before it.
   */
  async deletingTheses(thesisIds: readonly string[]): Promise<void> {
    if (thesisIds.length === 0) return;
    for (const hook of [...this.thesesHooks].reverse()) await hook(thesisIds);
  }

  /** Runs every project hook, the last registered first (see `deletingTheses`). */
  async deletingProject(projectId: string): Promise<void> {
    for (const hook of [...this.projectHooks].reverse()) await hook(projectId);
  }
}

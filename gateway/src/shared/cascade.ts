// Deleting a project or a thesis deletes everything hanging off it. A domain that keeps data under a
// project or a thesis (theses, research phases, chats, questions, saved links…) registers a hook here
// when its service is built; the domain that owns the parent runs the hooks, then deletes the parent.
// There are no multi-document transactions: dependents go first, so a crash part-way leaves the parent
// in place (still visible, still deletable) and deleting it again finishes the job. Hooks must
// therefore be idempotent: delete what is there, and succeed when nothing is.

/** Deletes what hangs off these theses (runs before the theses themselves are deleted). */
export type ThesesDeletingHook = (thesisIds: readonly string[]) => Promise<void>;
/** Deletes what hangs off this project (runs before the project itself is deleted). */
export type ProjectDeletingHook = (projectId: string) => Promise<void>;

export class Cascade {
  private readonly thesesHooks: ThesesDeletingHook[] = [];
  private readonly projectHooks: ProjectDeletingHook[] = [];

  onDeletingTheses(hook: ThesesDeletingHook): void {
    this.thesesHooks.push(hook);
  }

  onDeletingProject(hook: ProjectDeletingHook): void {
    this.projectHooks.push(hook);
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

// Project and thesis rules shared by the gateway and the apps (spec §3 Project and Thesis, §5).

/** Thesis status (spec §3, §4): badges Draft, In Progress, Complete, Failed. */
export const THESIS_STATUSES = ['draft', 'researching', 'complete', 'failed'] as const;
export type ThesisStatus = (typeof THESIS_STATUSES)[number];

/** Maximum lengths in characters, after trimming; names and titles must not be empty. */
export const PROJECT_LIMITS = { name: 120, description: 2_000 } as const;
export const THESIS_LIMITS = {
  title: 200,
  idea: 10_000,
  context: 20_000,
  intellectualChallenge: 20_000,
  summary: 20_000,
  content: 200_000,
} as const;

/**
 * A research plan's checks (issue 17 item 3, issue 22 item 1), in characters after trimming: 1–8
 * questions a phase, each 3–300; at most 5 web searches a phase, each 2–200; at most 200 sources left out.
 */
export const PLAN_LIMITS = {
  questionsPerPhase: 8,
  questionMin: 3,
  questionMax: 300,
  queriesPerPhase: 5,
  queryMin: 2,
  queryMax: 200,
  excludedSources: 200,
} as const;

/** Said when an edit carries a version older than the stored one (409). */
export const THESIS_CHANGED_ELSEWHERE_MESSAGE =
  'This thesis was changed elsewhere. Reload to see the latest version, then apply your edit again.';

/**
 * The thesis as it is now, sent with CONFLICT to an edit made on an older version (REST `current`,
 * GraphQL `extensions.current`): what the client compares the person's unsaved text with.
 */
export interface ThesisConflictCurrent {
  version: number;
  title: string;
  content: string;
  intellectualChallenge: string;
  updatedAt: string;
  /** Who saved this version; null when not recorded (older theses). */
  updatedBy: { id: string | null; name: string } | null;
}

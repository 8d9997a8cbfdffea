// Test data shared by the research tests (the runner's and its steps', the HTTP and access tests').

/** A thesis brief whose words the fake sources' passages share. */
export const BRIEF = {
  title: 'Cold chain routing',
  idea: 'Carriers that plan refrigerated routes with live temperature data lose fewer shipments.',
  context: 'Pharmaceutical customers audit every temperature excursion.',
  intellectualChallenge: 'Should a carrier build temperature-aware route planning?',
};

/**
 * A running run of thesis `thesisId` left without its job, as a crash between creating and scheduling
 * it leaves one: every phase pending, nothing written yet.
 */
export async function orphanRun(thesisId: string, brief: Record<string, string>): Promise<void> {
  const { ResearchRunModel } = await import('./research.model.js');
  const { RESEARCH_PHASES } = await import('./research.phases.js');
  await ResearchRunModel.create({
    thesisId,
    status: 'running',
    brief,
    phases: RESEARCH_PHASES.map(({ id, title, description }) => ({
      id,
      title,
      description,
      status: 'pending',
    })),
    sections: {},
    startedAt: new Date(),
  });
}

// Test data shared by the research tests (the runner's and its steps').

/** A thesis brief whose words the fake sources' passages share. */
export const BRIEF = {
  title: 'Cold chain routing',
  idea: 'Carriers that plan refrigerated routes with live temperature data lose fewer shipments.',
  context: 'Pharmaceutical customers audit every temperature excursion.',
  intellectualChallenge: 'Should a carrier build temperature-aware route planning?',
};

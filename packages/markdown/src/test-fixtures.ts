// Test support: Markdown a thesis is written in, for the tests of the packages that parse and render it.

/** The timeline table of a thesis (spec §6): a GFM table Timeline | Activities | Milestone. */
export const TIMELINE = [
  '## Timeline',
  '',
  '| Timeline | Activities | Milestone |',
  '| --- | --- | --- |',
  '| Q1 2025 | Interview the organisation | Findings |',
  '| Q2 2025 | Pilot in two regions | Go / no-go |',
].join('\n');

// The research run's phases (spec §3 research phase, §4 progress rule). Each phase writes some of the
// article's sections; a phase starts when the phases it depends on are complete, so evidence,
// challenges and options are researched in parallel once the question is framed.
import type { SectionKind } from '../../shared/ai/index.js';

export interface PhaseDefinition {
  id: string;
  title: string;
  description: string;
  sections: readonly SectionKind[];
  dependsOn: readonly string[];
}

export const RESEARCH_PHASES: readonly PhaseDefinition[] = [
  {
    id: 'framing',
    title: 'Framing the question',
    description: 'Sharpening the central question and the sub-questions the research must answer.',
    sections: ['question'],
    dependsOn: [],
  },
  {
    id: 'evidence',
    title: 'Evidence and context',
    description:
      'The context that makes the question matter now, and the evidence and drivers behind the thesis.',
    sections: ['context', 'evidence'],
    dependsOn: ['framing'],
  },
  {
    id: 'challenges',
    title: 'Challenges and counter-arguments',
    description: 'The strongest case against the thesis, its risks and the questions still open.',
    sections: ['counterarguments', 'risks'],
    dependsOn: ['framing'],
  },
  {
    id: 'options',
    title: 'Strategic options and timeline',
    description: 'The options open to you, their trade-offs, and a phased timeline with milestones.',
    sections: ['options', 'timeline'],
    dependsOn: ['framing'],
  },
  {
    id: 'synthesis',
    title: 'Synthesis',
    description: 'An executive summary that brings the findings together into a recommendation.',
    sections: ['summary'],
    dependsOn: ['evidence', 'challenges', 'options'],
  },
];

export type PhaseStatus = 'pending' | 'in_progress' | 'complete';

/**
 * Spec §4: complete phases / total × 90; 95 when every phase is done but there is no content; 100 when
 * every phase is done, content exists and the thesis is complete. Capped at 90 until content exists.
 */
export function progressPercent(
  phases: ReadonlyArray<{ status: PhaseStatus }>,
  hasContent: boolean,
  thesisComplete: boolean,
): number {
  const total = phases.length;
  if (total === 0) return 0;
  const complete = phases.filter((phase) => phase.status === 'complete').length;
  if (complete === total) return hasContent && thesisComplete ? 100 : hasContent ? 90 : 95;
  return Math.floor((complete / total) * 90);
}

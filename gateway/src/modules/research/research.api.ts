// The REST contract of research (GatewayModule.api; see shared/openapi/contract.ts). The test hooks
// under /api/__test__ (ENABLE_TEST_HOOKS) are not part of it.
import { thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import {
  researchPhaseQueuedAnswer,
  researchPlanAnswer,
  researchPlanInput,
  researchRunAnswer,
} from './research.schemas.js';

export const researchApi = defineApi(
  {
    name: 'Research',
    description: 'Multi-phase AI research runs that write a thesis’s article, and the plan they follow.',
  },
  {
    startResearch: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/research',
      summary: 'Start (or resume) a thesis’s research run',
      description:
        'The run follows the saved research plan. One run at a time per thesis: 409 while one is going. ' +
        'A failed run resumes from its last finished phase. A complete thesis is researched again: a new ' +
        'revision, the previous article kept in the history, the citations replaced as a set. ' +
        'Progress is published over GraphQL (`researchProgress`); poll GET …/research otherwise.',
      access: 'user',
      params: thesisPath,
      responses: {
        202: { description: 'The run, started or waiting for a free slot.', schema: researchRunAnswer },
      },
      errors: [404, 409],
    },
    getResearchRun: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/research',
      summary: 'A thesis’s research run',
      access: 'user',
      params: thesisPath,
      responses: {
        200: { description: 'The run; `not_started` before the first.', schema: researchRunAnswer },
      },
      errors: [404],
    },
    listResearchPhases: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/research-phases',
      summary: 'The phases of a thesis’s research',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The phases in order.', schema: researchPhaseQueuedAnswer.array() } },
      errors: [404],
    },
    getResearchPlan: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/research-plan',
      summary: 'A thesis’s research plan',
      description: 'The owner’s reviewed plan, or the default one derived from the thesis.',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The plan.', schema: researchPlanAnswer } },
      errors: [404],
    },
    updateResearchPlan: {
      method: 'put',
      path: '/api/theses/{idOrSlug}/research-plan',
      summary: 'Save a thesis’s research plan',
      description:
        'Questions and search queries per phase, and sources to leave out. A run copies the plan it starts with.',
      access: 'user',
      params: thesisPath,
      body: researchPlanInput,
      responses: { 200: { description: 'The plan as saved.', schema: researchPlanAnswer } },
      errors: [404],
    },
  },
);

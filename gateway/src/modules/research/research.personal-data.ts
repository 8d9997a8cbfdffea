// What the research domain keeps about a person: the runs and plans of their theses (they go with the
// theses).
import { jsonList, records, type PersonalData } from '../../shared/personal-data.js';
import { ResearchPlanModel, ResearchRunModel } from './research.model.js';

export const researchPersonalData: PersonalData = {
  export: {
    runs: ({ byThesis }) => [
      {
        path: 'research-runs.json',
        about: 'The research runs of your theses: phases, sections written, grounding figures.',
        open: jsonList(records(ResearchRunModel.collection, byThesis)),
      },
    ],
    plans: ({ byThesis }) => [
      {
        path: 'research-plans.json',
        about: 'The research plans you reviewed: questions and web searches per phase.',
        open: jsonList(records(ResearchPlanModel.collection, byThesis)),
      },
    ],
  },
};

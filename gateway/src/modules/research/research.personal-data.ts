// What the research domain keeps about a person: the runs and plans of their theses (they go with the
// theses).
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { ResearchPlanModel, ResearchRunModel } from './research.model.js';

export const researchPersonalData: PersonalData = {
  export: {
    runs: recordsFile(
      {
        path: 'research-runs.json',
        about: 'The research runs of your theses: phases, sections written, grounding figures.',
      },
      ResearchRunModel.collection,
      ({ byThesis }) => byThesis,
    ),
    plans: recordsFile(
      {
        path: 'research-plans.json',
        about: 'The research plans you reviewed: questions and web searches per phase.',
      },
      ResearchPlanModel.collection,
      ({ byThesis }) => byThesis,
    ),
  },
};

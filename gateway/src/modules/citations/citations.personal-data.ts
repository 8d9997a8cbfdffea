// What the citations domain keeps about a person: the citations in their theses (they go with them).
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { CitationModel } from './citations.model.js';

export const citationsPersonalData: PersonalData = {
  export: {
    citations: recordsFile(
      {
        path: 'citations.json',
        about: 'The citations in your theses: the quoted words, the passage and its check.',
      },
      CitationModel.collection,
      ({ byThesis }) => byThesis,
    ),
  },
};

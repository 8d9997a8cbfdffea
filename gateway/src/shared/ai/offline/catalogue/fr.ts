// Les messages du moteur hors ligne en français (vouvoiement, guillemets « … » et espaces insécables
// avant les ponctuations doubles).
import type { Catalogue } from './catalogue.js';

export const FR: Catalogue = {
  sections: {
    summary: 'Synthèse',
    question: 'La question centrale',
    context: 'Contexte',
    evidence: 'Preuves et moteurs',
    counterarguments: 'Objections et contre-arguments',
    risks: 'Risques et questions ouvertes',
    options: 'Options stratégiques',
    timeline: 'Calendrier',
  },
  draftNote:
    '_Rédigé hors ligne à partir de vos propres mots\u00a0: aucun modèle d’IA n’a été utilisé et rien n’a été ajouté de sources extérieures. Modifiez-le librement._',
  articleNote:
    '_Rédigé hors ligne, sans modèle d’IA, à partir de vos propres mots\u00a0: rien n’a été ajouté de sources extérieures._',
  articleNoteSources:
    '_Rédigé hors ligne, sans modèle d’IA\u00a0: une synthèse de vos propres mots et des passages de vos sources cités ci-dessous, organisée selon les questions de votre plan de recherche. Rien n’a été ajouté au-delà._',
  answerNote:
    '_Réponse rédigée hors ligne, sans modèle d’IA\u00a0: les passages de cette thèse qui correspondent le mieux à votre question, cités tels quels._',
  answerNoteSources:
    '_Réponse rédigée hors ligne, sans modèle d’IA\u00a0: les passages de vos sources qui correspondent le mieux à votre question, cités tels quels._',
  sourcesSay: '**Ce que disent vos sources**',
  fromSources: '**Extraits de vos sources**',
  sourceQuote: '- «\u00a0{fact}\u00a0» [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Les sources ne traitent pas cette question.',
  coveredElsewhere: 'Les passages qui s’y rapportent sont cités ailleurs dans cet article.',
  noSources: 'Aucune source pour y répondre pour l’instant\u00a0: ajoutez une source qui traite ce point.',
  agree: '**Les points sur lesquels vos sources concordent**',
  agreePair: '- «\u00a0{a}\u00a0» [{n}], de même que «\u00a0{b}\u00a0» [{m}]',
  agreeSame: '- Les deux sources\u00a0: «\u00a0{a}\u00a0» [{n}] [{m}]',
  disagree: '**Les points sur lesquels vos sources divergent**',
  disagreePair: '- «\u00a0{a}\u00a0» [{n}], mais «\u00a0{b}\u00a0» [{m}]',
  noDisagreement:
    'Dans les passages lus, aucune de vos sources ne donne sur un même point des chiffres différents de ceux d’une autre.',
  leftOpen: '**Ce que vos sources laissent en suspens**',
  openQuestion: '- {question}',
  startingPoint: '**Votre point de départ**',
  researchFocus: '**L’axe de votre recherche**',
  challengeInYourWords: '**Le défi, dans vos propres mots**',
  sharpenQuestions: '**Questions pour préciser le défi**',
  contextQuestions: '**Contexte à établir**',
  figuresToCheck: '**Chiffres que vous avez avancés, à vérifier dans vos sources**',
  claimsToEvidence: '**Affirmations de votre idée qui demandent des preuves**',
  noQuestion:
    'Vous n’avez pas encore formulé de question centrale\u00a0; votre titre la laisse entendre\u00a0: «\u00a0{title}\u00a0».',
  noContext:
    'Vous n’avez pas encore décrit le contexte\u00a0: ajoutez le marché, l’organisation et le calendrier qui sous-tendent cette thèse.',
  noIdea: 'Vous n’avez pas encore décrit l’idée\u00a0: ajoutez ce que vous pensez et pourquoi.',
  noMatch:
    'Ni vos sources ni cette thèse ne disent quoi que ce soit sur «\u00a0{question}\u00a0». Essayez d’autres mots, ou ajoutez une source ou une section qui en traite.',
  noContent:
    'Cette thèse n’a pas encore de contenu\u00a0: il n’y a donc rien à citer. Lancez d’abord la recherche.',
  quoted: '> «\u00a0{fact}\u00a0»',
  sharpen: [
    '- Qu’est-ce qui devrait être vrai pour que cela se vérifie\u00a0?',
    '- Qu’est-ce qui montrerait que c’est faux\u00a0?',
    '- Qui y gagne et qui y perd si cela se produit\u00a0?',
  ],
  context: [
    '- Qu’est-ce qui a changé récemment pour que la question se pose maintenant\u00a0?',
    '- Quels marchés, équipes ou clients cela touche-t-il en premier\u00a0?',
    '- Qu’est-ce qui rendrait la question urgente dans les douze prochains mois\u00a0?',
  ],
  timelineHeader: ['| Calendrier | Activités | Jalon |', '| --- | --- | --- |'],
  timelineAnswered: '| Étape {step} | {question} | Réponse trouvée dans vos sources |',
  timelineOpen: '| Étape {step} | {question} | Ouvert\u00a0: les sources ne le traitent pas encore |',
  timelineRows: [
    '| Mois 1-2 | Rassembler les preuves sur la question centrale | Question centrale confirmée ou reformulée |',
    '| Mois 3-4 | Éprouver les contre-arguments | Principaux risques hiérarchisés |',
    '| Mois 5-6 | Comparer les options | Une option retenue |',
    '| Mois 7-9 | Tester l’option retenue en pilote | Résultats du pilote examinés et prochaines étapes arrêtées |',
  ],
  plan: {
    isItTrue: 'Est-il vrai que «\u00a0{claim}\u00a0»',
    noQuestion: 'À quelle question cette thèse doit-elle répondre\u00a0?',
    subQuestionsOf: 'Quelles sous-questions décident si «\u00a0{claim}\u00a0» se vérifie',
    subQuestions: 'Quelles sous-questions décident de la réponse\u00a0?',
    trueForYes: 'Que faudrait-il pour que la réponse soit oui\u00a0?',
    evidenceFor: 'Quelles preuves confirment ou réfutent «\u00a0{sentence}\u00a0»',
    whyNow: 'Pourquoi «\u00a0{sentence}\u00a0» rend-il la question importante maintenant',
    evidenceCentral: 'Quelles preuves portent le plus directement sur la question centrale\u00a0?',
    figuresToday: 'Quels chiffres ou faits décrivent la situation actuelle\u00a0?',
    strongestCase: 'Quel est l’argument le plus fort contre cette thèse\u00a0?',
    goWrong: 'Qu’est-ce qui pourrait mal tourner, et quel signal précoce le montrerait\u00a0?',
    options: 'Quelles options sont ouvertes, et quels compromis chacune implique-t-elle\u00a0?',
    milestones: 'Quels jalons montreraient des progrès\u00a0?',
    bestAnswer: 'Quelle est la réponse la mieux étayée à\u00a0: {question}',
    bestConclusion: 'Quelle est la conclusion la mieux étayée\u00a0?',
    first: 'Que faut-il décider ou faire en premier, et pourquoi\u00a0?',
    risksQuery: '{query} risques',
    alternativesQuery: '{query} alternatives',
  },
  sourcesList: {
    untitled: 'Source sans titre',
    accessed: '(consulté le {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'document Word',
      markdown: 'Markdown',
      text: 'texte',
      html: 'page web',
      web: 'page web',
    },
  },
};

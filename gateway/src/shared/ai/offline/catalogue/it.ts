// I messaggi del motore offline in italiano (forma di cortesia, virgolette basse «…»).
import type { Catalogue } from './catalogue.js';

export const IT: Catalogue = {
  sections: {
    summary: 'Sintesi',
    question: 'La domanda centrale',
    context: 'Contesto',
    evidence: 'Prove e fattori trainanti',
    counterarguments: 'Obiezioni e controargomentazioni',
    risks: 'Rischi e questioni aperte',
    options: 'Opzioni strategiche',
    timeline: 'Tempistica',
  },
  draftNote:
    '_Bozza redatta offline a partire dalle sue parole: non è stato usato alcun modello di IA e non è stato aggiunto nulla da fonti esterne. La modifichi liberamente._',
  articleNote:
    '_Scritto offline, senza un modello di IA, a partire dalle sue parole: non è stato aggiunto nulla da fonti esterne._',
  articleNoteSources:
    '_Scritto offline, senza un modello di IA: una sintesi delle sue parole e dei passi delle sue fonti citati qui sotto, organizzata secondo le domande del suo piano di ricerca. Non è stato aggiunto nient’altro._',
  answerNote:
    '_Risposta offline, senza un modello di IA: i passi di questa tesi che meglio corrispondono alla sua domanda, citati testualmente._',
  answerNoteSources:
    '_Risposta offline, senza un modello di IA: i passi delle sue fonti che meglio corrispondono alla sua domanda, citati testualmente._',
  sourcesSay: '**Che cosa dicono le sue fonti**',
  fromSources: '**Dalle sue fonti**',
  sourceQuote: '- «{fact}» [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Le fonti non trattano questa domanda.',
  coveredElsewhere: 'I passi pertinenti sono citati altrove in questo articolo.',
  noSources: 'Non ci sono ancora fonti da cui rispondere: carichi una fonte che tratti l’argomento.',
  agree: '**Su che cosa le sue fonti concordano**',
  agreePair: '- «{a}» [{n}], e allo stesso modo «{b}» [{m}]',
  agreeSame: '- Entrambe le fonti: «{a}» [{n}] [{m}]',
  disagree: '**Su che cosa le sue fonti divergono**',
  disagreePair: '- «{a}» [{n}], ma «{b}» [{m}]',
  noDisagreement:
    'Nei passi letti, nessuna delle sue fonti riporta sulla stessa questione cifre diverse da quelle di un’altra.',
  leftOpen: '**Che cosa le sue fonti lasciano aperto**',
  openQuestion: '- {question}',
  startingPoint: '**Il suo punto di partenza**',
  researchFocus: '**Il focus della sua ricerca**',
  challengeInYourWords: '**La sfida, con parole sue**',
  sharpenQuestions: '**Domande per mettere a fuoco la sfida**',
  contextQuestions: '**Contesto da chiarire**',
  figuresToCheck: '**Cifre da lei indicate, da verificare con le sue fonti**',
  claimsToEvidence: '**Affermazioni della sua idea che richiedono prove**',
  noQuestion: 'Non ha ancora formulato una domanda centrale; il titolo la lascia intendere: «{title}».',
  noContext:
    'Non ha ancora descritto il contesto: aggiunga il mercato, l’organizzazione e la tempistica alla base di questa tesi.',
  noIdea: 'Non ha ancora descritto l’idea: aggiunga ciò in cui crede e perché.',
  noMatch:
    'Né le sue fonti né questa tesi dicono nulla su «{question}». Provi con altre parole, oppure aggiunga una fonte o una sezione che ne parli.',
  noContent: 'Questa tesi non ha ancora contenuti, quindi non c’è nulla da citare. Avvii prima la ricerca.',
  quoted: '> «{fact}»',
  sharpen: [
    '- Che cosa dovrebbe essere vero perché regga?',
    '- Che cosa dimostrerebbe che è sbagliato?',
    '- Chi ci guadagna e chi ci perde se si avvera?',
  ],
  context: [
    '- Che cosa è cambiato di recente perché la questione conti adesso?',
    '- Quali mercati, team o clienti tocca per primi?',
    '- Che cosa la renderebbe urgente nei prossimi dodici mesi?',
  ],
  timelineHeader: ['| Tempistica | Attività | Traguardo |', '| --- | --- | --- |'],
  timelineAnswered: '| Fase {step} | {question} | Risposta trovata nelle sue fonti |',
  timelineOpen: '| Fase {step} | {question} | Aperta: le fonti non la trattano ancora |',
  timelineRows: [
    '| Mesi 1-2 | Raccogliere le prove sulla domanda centrale | Domanda centrale confermata o riformulata |',
    '| Mesi 3-4 | Mettere alla prova le obiezioni | Principali rischi ordinati per priorità |',
    '| Mesi 5-6 | Confrontare le opzioni | Un’opzione scelta |',
    '| Mesi 7-9 | Sperimentare l’opzione scelta | Risultati della sperimentazione esaminati e prossimi passi concordati |',
  ],
};

// De berichten van de offline engine in het Nederlands (je-vorm, aanhalingstekens “…”).
import type { Catalogue } from './catalogue.js';

export const NL: Catalogue = {
  sections: {
    summary: 'Managementsamenvatting',
    question: 'De centrale vraag',
    context: 'Context',
    evidence: 'Bewijs en drijvende factoren',
    counterarguments: 'Bezwaren en tegenargumenten',
    risks: 'Risico’s en open vragen',
    options: 'Strategische opties',
    timeline: 'Planning',
  },
  draftNote:
    '_Offline opgesteld op basis van je eigen woorden: er is geen AI-model gebruikt en er is niets uit externe bronnen toegevoegd. Pas het gerust aan._',
  articleNote:
    '_Offline geschreven, zonder AI-model, op basis van je eigen woorden: er is niets uit externe bronnen toegevoegd._',
  articleNoteSources:
    '_Offline geschreven, zonder AI-model: een overzicht van je eigen woorden en van de hieronder geciteerde passages uit je bronnen, geordend naar de vragen van je onderzoeksplan. Verder is er niets toegevoegd._',
  answerNote:
    '_Offline beantwoord, zonder AI-model: de passages van deze these die het best bij je vraag passen, letterlijk geciteerd._',
  answerNoteSources:
    '_Offline beantwoord, zonder AI-model: de passages uit je bronnen die het best bij je vraag passen, letterlijk geciteerd._',
  sourcesSay: '**Wat je bronnen zeggen**',
  fromSources: '**Uit je bronnen**',
  sourceQuote: '- “{fact}” [{n}]',
  questionHeading: '### {question}',
  notCovered: 'De bronnen behandelen dit niet.',
  coveredElsewhere: 'De passages die hierover gaan, worden elders in dit artikel geciteerd.',
  noSources: 'Nog geen bronnen om dit mee te beantwoorden: upload een bron die dit behandelt.',
  agree: '**Waarin je bronnen overeenkomen**',
  agreePair: '- “{a}” [{n}], en evenzo “{b}” [{m}]',
  agreeSame: '- Beide bronnen: “{a}” [{n}] [{m}]',
  disagree: '**Waarin je bronnen van elkaar verschillen**',
  disagreePair: '- “{a}” [{n}], maar “{b}” [{m}]',
  noDisagreement:
    'In de gelezen passages geven geen twee van je bronnen verschillende cijfers over dezelfde kwestie.',
  leftOpen: '**Wat je bronnen in het midden laten**',
  openQuestion: '- {question}',
  startingPoint: '**Je uitgangspunt**',
  researchFocus: '**De focus van je onderzoek**',
  challengeInYourWords: '**De uitdaging, in je eigen woorden**',
  sharpenQuestions: '**Vragen die de uitdaging aanscherpen**',
  contextQuestions: '**Context die nog vastgesteld moet worden**',
  figuresToCheck: '**Cijfers die je noemde, te controleren aan de hand van je bronnen**',
  claimsToEvidence: '**Beweringen in je idee die onderbouwing nodig hebben**',
  noQuestion: 'Je hebt nog geen centrale vraag geformuleerd; je titel doet die vermoeden: “{title}”.',
  noContext:
    'Je hebt de context nog niet beschreven: voeg de markt, de organisatie en de timing achter deze these toe.',
  noIdea: 'Je hebt het idee nog niet beschreven: voeg toe wat je gelooft en waarom.',
  noMatch:
    'Je bronnen en deze these zeggen niets over “{question}”. Probeer andere woorden, of voeg een bron of een sectie toe die dit behandelt.',
  noContent: 'Deze these heeft nog geen inhoud, dus er valt niets te citeren. Start eerst het onderzoek.',
  quoted: '> “{fact}”',
  sharpen: [
    '- Wat zou er waar moeten zijn om dit te laten kloppen?',
    '- Wat zou laten zien dat het niet klopt?',
    '- Wie wint en wie verliest als het zo uitpakt?',
  ],
  context: [
    '- Wat is er onlangs veranderd waardoor dit er nu toe doet?',
    '- Welke markten, teams of klanten raakt het als eerste?',
    '- Wat zou het binnen de komende twaalf maanden urgent maken?',
  ],
  timelineHeader: ['| Planning | Activiteiten | Mijlpaal |', '| --- | --- | --- |'],
  timelineAnswered: '| Stap {step} | {question} | Beantwoord uit je bronnen |',
  timelineOpen: '| Stap {step} | {question} | Open: de bronnen behandelen dit nog niet |',
  timelineRows: [
    '| Maand 1-2 | Bewijs verzamelen over de centrale vraag | Centrale vraag bevestigd of geherformuleerd |',
    '| Maand 3-4 | De tegenargumenten toetsen | Belangrijkste risico’s gerangschikt |',
    '| Maand 5-6 | De opties vergelijken | Eén optie gekozen |',
    '| Maand 7-9 | De gekozen optie in een pilot testen | Pilotresultaten beoordeeld en vervolgstappen afgesproken |',
  ],
};

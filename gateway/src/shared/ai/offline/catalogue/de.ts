// Die Meldungen der Offline-Engine auf Deutsch (Sie-Form, deutsche Anführungszeichen „…“).
import type { Catalogue } from './catalogue.js';

export const DE: Catalogue = {
  sections: {
    summary: 'Zusammenfassung',
    question: 'Die zentrale Frage',
    context: 'Kontext',
    evidence: 'Belege und Treiber',
    counterarguments: 'Einwände und Gegenargumente',
    risks: 'Risiken und offene Fragen',
    options: 'Strategische Optionen',
    timeline: 'Zeitplan',
  },
  draftNote:
    '_Offline aus Ihren eigenen Worten entworfen: Es wurde kein KI-Modell verwendet und nichts aus externen Quellen ergänzt. Passen Sie den Text nach Belieben an._',
  articleNote:
    '_Offline verfasst, ohne KI-Modell, aus Ihren eigenen Worten: Aus externen Quellen wurde nichts ergänzt._',
  articleNoteSources:
    '_Offline verfasst, ohne KI-Modell: eine Zusammenstellung Ihrer eigenen Worte und der unten zitierten Passagen Ihrer Quellen, gegliedert nach den Fragen Ihres Rechercheplans. Darüber hinaus wurde nichts ergänzt._',
  answerNote:
    '_Offline beantwortet, ohne KI-Modell: die Passagen dieser These, die am besten zu Ihrer Frage passen, wörtlich zitiert._',
  answerNoteSources:
    '_Offline beantwortet, ohne KI-Modell: die Passagen Ihrer Quellen, die am besten zu Ihrer Frage passen, wörtlich zitiert._',
  sourcesSay: '**Was Ihre Quellen sagen**',
  fromSources: '**Aus Ihren Quellen**',
  sourceQuote: '- „{fact}“ [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Die Quellen behandeln diese Frage nicht.',
  coveredElsewhere:
    'Die Passagen, die sich darauf beziehen, werden an anderer Stelle in diesem Artikel zitiert.',
  noSources:
    'Noch keine Quellen, um diese Frage zu beantworten: Laden Sie eine Quelle hoch, die sie behandelt.',
  agree: '**Worin Ihre Quellen übereinstimmen**',
  agreePair: '- „{a}“ [{n}], ebenso „{b}“ [{m}]',
  agreeSame: '- Beide Quellen: „{a}“ [{n}] [{m}]',
  disagree: '**Worin Ihre Quellen voneinander abweichen**',
  disagreePair: '- „{a}“ [{n}], dagegen „{b}“ [{m}]',
  noDisagreement:
    'In den gelesenen Passagen nennen keine zwei Ihrer Quellen unterschiedliche Zahlen zum selben Sachverhalt.',
  leftOpen: '**Was Ihre Quellen offenlassen**',
  openQuestion: '- {question}',
  startingPoint: '**Ihr Ausgangspunkt**',
  researchFocus: '**Ihr Rechercheschwerpunkt**',
  challengeInYourWords: '**Die Herausforderung in Ihren eigenen Worten**',
  sharpenQuestions: '**Fragen, mit denen sich die Herausforderung schärfen lässt**',
  contextQuestions: '**Zu klärender Kontext**',
  figuresToCheck: '**Von Ihnen genannte Zahlen, die anhand Ihrer Quellen zu prüfen sind**',
  claimsToEvidence: '**Aussagen Ihrer Idee, die belegt werden müssen**',
  noQuestion: 'Sie haben noch keine zentrale Frage formuliert; Ihr Titel deutet sie an: „{title}“.',
  noContext:
    'Sie haben den Kontext noch nicht beschrieben: Ergänzen Sie den Markt, die Organisation und den Zeitpunkt, die hinter dieser These stehen.',
  noIdea: 'Sie haben die Idee noch nicht beschrieben: Ergänzen Sie, wovon Sie überzeugt sind und warum.',
  noMatch:
    'Weder Ihre Quellen noch diese These sagen etwas zu „{question}“. Versuchen Sie es mit anderen Worten, oder fügen Sie eine Quelle oder einen Abschnitt hinzu, der das behandelt.',
  noContent:
    'Diese These hat noch keinen Inhalt, daher gibt es nichts zu zitieren. Starten Sie zuerst die Recherche.',
  quoted: '> „{fact}“',
  sharpen: [
    '- Was müsste zutreffen, damit das stimmt?',
    '- Was würde zeigen, dass es falsch ist?',
    '- Wer gewinnt und wer verliert, wenn es so kommt?',
  ],
  context: [
    '- Was hat sich in letzter Zeit verändert, sodass es jetzt darauf ankommt?',
    '- Welche Märkte, Teams oder Kunden betrifft es zuerst?',
    '- Was würde es in den nächsten zwölf Monaten dringlich machen?',
  ],
  timelineHeader: ['| Zeitraum | Aktivitäten | Meilenstein |', '| --- | --- | --- |'],
  timelineAnswered: '| Schritt {step} | {question} | Aus Ihren Quellen beantwortet |',
  timelineOpen: '| Schritt {step} | {question} | Offen: Die Quellen behandeln das noch nicht |',
  timelineRows: [
    '| Monate 1–2 | Belege zur zentralen Frage sammeln | Zentrale Frage bestätigt oder neu gefasst |',
    '| Monate 3–4 | Die Gegenargumente prüfen | Die wichtigsten Risiken priorisiert |',
    '| Monate 5–6 | Die Optionen vergleichen | Eine Option ausgewählt |',
    '| Monate 7–9 | Die gewählte Option erproben | Pilotergebnisse ausgewertet, nächste Schritte vereinbart |',
  ],
  plan: {
    isItTrue: 'Trifft es zu, dass „{claim}“',
    noQuestion: 'Welche Frage muss diese These beantworten?',
    subQuestionsOf: 'Welche Teilfragen entscheiden, ob „{claim}“ zutrifft',
    subQuestions: 'Welche Teilfragen entscheiden die Antwort?',
    trueForYes: 'Was müsste zutreffen, damit die Antwort Ja lautet?',
    evidenceFor: 'Welche Belege bestätigen oder widerlegen „{sentence}“',
    whyNow: 'Warum macht „{sentence}“ die Frage gerade jetzt wichtig',
    evidenceCentral: 'Welche Belege betreffen die zentrale Frage am unmittelbarsten?',
    figuresToday: 'Welche Zahlen oder Fakten beschreiben die heutige Lage?',
    strongestCase: 'Was spricht am stärksten gegen diese These?',
    goWrong: 'Was könnte schiefgehen, und welches frühe Signal würde es zeigen?',
    options: 'Welche Optionen stehen offen, und welche Zielkonflikte bringt jede mit sich?',
    milestones: 'Welche Meilensteine würden Fortschritt zeigen?',
    bestAnswer: 'Was ist die am besten belegte Antwort auf: {question}',
    bestConclusion: 'Was ist die am besten belegte Schlussfolgerung?',
    first: 'Was sollte zuerst entschieden oder getan werden, und warum?',
    risksQuery: '{query} Risiken',
    alternativesQuery: '{query} Alternativen',
  },
  sourcesList: {
    untitled: 'Quelle ohne Titel',
    accessed: '(abgerufen am {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'Word-Dokument',
      markdown: 'Markdown',
      text: 'Text',
      html: 'Webseite',
      web: 'Webseite',
    },
  },
};

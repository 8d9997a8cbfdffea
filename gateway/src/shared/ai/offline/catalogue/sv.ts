// Offlinemotorns meddelanden på svenska (du-tilltal, citattecken ”…”).
import type { Catalogue } from './catalogue.js';

export const SV: Catalogue = {
  sections: {
    summary: 'Sammanfattning',
    question: 'Den centrala frågan',
    context: 'Sammanhang',
    evidence: 'Belägg och drivkrafter',
    counterarguments: 'Invändningar och motargument',
    risks: 'Risker och öppna frågor',
    options: 'Strategiska alternativ',
    timeline: 'Tidsplan',
  },
  draftNote:
    '_Utkast skrivet offline utifrån dina egna ord: ingen AI-modell användes och inget lades till från externa källor. Redigera det fritt._',
  articleNote:
    '_Skrivet offline, utan AI-modell, utifrån dina egna ord: inget lades till från externa källor._',
  articleNoteSources:
    '_Skrivet offline, utan AI-modell: en sammanställning av dina egna ord och av de stycken ur dina källor som citeras nedan, ordnad efter frågorna i din forskningsplan. Inget har lagts till utöver dem._',
  answerNote:
    '_Besvarat offline, utan AI-modell: de stycken i den här tesen som bäst motsvarar din fråga, citerade ordagrant._',
  answerNoteSources:
    '_Besvarat offline, utan AI-modell: de stycken ur dina källor som bäst motsvarar din fråga, citerade ordagrant._',
  sourcesSay: '**Vad dina källor säger**',
  fromSources: '**Ur dina källor**',
  sourceQuote: '- ”{fact}” [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Källorna tar inte upp detta.',
  coveredElsewhere: 'De stycken som rör detta citeras på annat ställe i artikeln.',
  noSources: 'Inga källor att besvara detta utifrån ännu: ladda upp en källa som tar upp det.',
  agree: '**Där dina källor är eniga**',
  agreePair: '- ”{a}” [{n}], och likaså ”{b}” [{m}]',
  agreeSame: '- Båda källorna: ”{a}” [{n}] [{m}]',
  disagree: '**Där dina källor går isär**',
  disagreePair: '- ”{a}” [{n}], men ”{b}” [{m}]',
  noDisagreement: 'I de lästa styckena anger inga två av dina källor olika siffror för samma sak.',
  leftOpen: '**Vad dina källor lämnar öppet**',
  openQuestion: '- {question}',
  startingPoint: '**Din utgångspunkt**',
  researchFocus: '**Ditt forskningsfokus**',
  challengeInYourWords: '**Utmaningen, med dina egna ord**',
  sharpenQuestions: '**Frågor som skärper utmaningen**',
  contextQuestions: '**Sammanhang att klarlägga**',
  figuresToCheck: '**Siffror du angav, att stämma av mot dina källor**',
  claimsToEvidence: '**Påståenden i din idé som behöver belägg**',
  noQuestion: 'Du har inte formulerat någon central fråga ännu; din titel antyder den: ”{title}”.',
  noContext:
    'Du har inte beskrivit sammanhanget ännu: lägg till marknaden, organisationen och tidpunkten bakom den här tesen.',
  noIdea: 'Du har inte beskrivit idén ännu: lägg till vad du tror och varför.',
  noMatch:
    'Dina källor och den här tesen säger ingenting om ”{question}”. Prova andra ord, eller lägg till en källa eller ett avsnitt som tar upp det.',
  noContent:
    'Den här tesen har inget innehåll ännu, så det finns inget att citera. Starta undersökningen först.',
  quoted: '> ”{fact}”',
  sharpen: [
    '- Vad måste vara sant för att detta ska hålla?',
    '- Vad skulle visa att det är fel?',
    '- Vem vinner och vem förlorar om det slår in?',
  ],
  context: [
    '- Vad har förändrats nyligen som gör att detta spelar roll?',
    '- Vilka marknader, team eller kunder berörs först?',
    '- Vad skulle göra det brådskande inom de kommande tolv månaderna?',
  ],
  timelineHeader: ['| Tidsplan | Aktiviteter | Milstolpe |', '| --- | --- | --- |'],
  timelineAnswered: '| Steg {step} | {question} | Besvarat utifrån dina källor |',
  timelineOpen: '| Steg {step} | {question} | Öppet: källorna tar inte upp det ännu |',
  timelineRows: [
    '| Månad 1–2 | Samla belägg kring den centrala frågan | Den centrala frågan bekräftad eller omformulerad |',
    '| Månad 3–4 | Pröva motargumenten | De största riskerna rangordnade |',
    '| Månad 5–6 | Jämföra alternativen | Ett alternativ valt |',
    '| Månad 7–9 | Pilottesta det valda alternativet | Pilotresultaten utvärderade och nästa steg överenskomna |',
  ],
};

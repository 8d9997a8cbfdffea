// Komunikaty silnika offline po polsku (zwroty bezpośrednie, cudzysłowy „…”).
import type { Catalogue } from './catalogue.js';

export const PL: Catalogue = {
  sections: {
    summary: 'Podsumowanie',
    question: 'Główne pytanie',
    context: 'Kontekst',
    evidence: 'Dowody i czynniki',
    counterarguments: 'Zastrzeżenia i kontrargumenty',
    risks: 'Ryzyka i otwarte pytania',
    options: 'Opcje strategiczne',
    timeline: 'Harmonogram',
  },
  draftNote:
    '_Szkic przygotowany offline na podstawie Twoich własnych słów: nie użyto żadnego modelu AI i nie dodano niczego ze źródeł zewnętrznych. Możesz go dowolnie edytować._',
  articleNote:
    '_Napisane offline, bez modelu AI, na podstawie Twoich własnych słów: nie dodano niczego ze źródeł zewnętrznych._',
  articleNoteSources:
    '_Napisane offline, bez modelu AI: zestawienie Twoich własnych słów i cytowanych poniżej fragmentów Twoich źródeł, uporządkowane według pytań Twojego planu badawczego. Poza nimi nie dodano niczego._',
  answerNote:
    '_Odpowiedź przygotowana offline, bez modelu AI: fragmenty tej tezy, które najlepiej odpowiadają na Twoje pytanie, przytoczone dosłownie._',
  answerNoteSources:
    '_Odpowiedź przygotowana offline, bez modelu AI: fragmenty Twoich źródeł, które najlepiej odpowiadają na Twoje pytanie, przytoczone dosłownie._',
  sourcesSay: '**Co mówią Twoje źródła**',
  fromSources: '**Z Twoich źródeł**',
  sourceQuote: '- „{fact}” [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Źródła nie omawiają tej kwestii.',
  coveredElsewhere: 'Fragmenty, które tego dotyczą, są cytowane w innym miejscu tego artykułu.',
  noSources:
    'Nie ma jeszcze źródeł, na podstawie których można by na to odpowiedzieć: dodaj źródło, które to omawia.',
  agree: '**W czym Twoje źródła są zgodne**',
  agreePair: '- „{a}” [{n}], podobnie jak „{b}” [{m}]',
  agreeSame: '- Oba źródła: „{a}” [{n}] [{m}]',
  disagree: '**W czym Twoje źródła się różnią**',
  disagreePair: '- „{a}” [{n}], ale „{b}” [{m}]',
  noDisagreement:
    'W przeczytanych fragmentach żadne dwa z Twoich źródeł nie podają różnych liczb w tej samej sprawie.',
  leftOpen: '**Czego Twoje źródła nie rozstrzygają**',
  openQuestion: '- {question}',
  startingPoint: '**Twój punkt wyjścia**',
  researchFocus: '**Kierunek Twoich badań**',
  challengeInYourWords: '**Wyzwanie Twoimi słowami**',
  sharpenQuestions: '**Pytania, które doprecyzowują wyzwanie**',
  contextQuestions: '**Kontekst do ustalenia**',
  figuresToCheck: '**Podane przez Ciebie liczby do sprawdzenia w źródłach**',
  claimsToEvidence: '**Twierdzenia w Twoim pomyśle, które wymagają dowodów**',
  noQuestion: 'Nie sformułowano jeszcze głównego pytania; sugeruje je tytuł: „{title}”.',
  noContext:
    'Kontekst nie został jeszcze opisany: dodaj rynek, organizację i moment, które stoją za tą tezą.',
  noIdea: 'Pomysł nie został jeszcze opisany: dodaj, w co wierzysz i dlaczego.',
  noMatch:
    'Ani Twoje źródła, ani ta teza nie mówią nic na temat „{question}”. Spróbuj innych słów albo dodaj źródło lub sekcję, które to omawiają.',
  noContent: 'Ta teza nie ma jeszcze treści, więc nie ma czego cytować. Najpierw uruchom badanie.',
  quoted: '> „{fact}”',
  sharpen: [
    '- Co musiałoby być prawdą, żeby to się potwierdziło?',
    '- Co pokazałoby, że to nieprawda?',
    '- Kto zyska, a kto straci, jeśli tak się stanie?',
  ],
  context: [
    '- Co zmieniło się ostatnio, że ma to teraz znaczenie?',
    '- Których rynków, zespołów lub klientów dotyczy to w pierwszej kolejności?',
    '- Co sprawiłoby, że stanie się to pilne w ciągu najbliższych dwunastu miesięcy?',
  ],
  timelineHeader: ['| Harmonogram | Działania | Kamień milowy |', '| --- | --- | --- |'],
  timelineAnswered: '| Krok {step} | {question} | Odpowiedź w Twoich źródłach |',
  timelineOpen: '| Krok {step} | {question} | Otwarte: źródła jeszcze tego nie omawiają |',
  timelineRows: [
    '| Miesiące 1–2 | Zebranie dowodów w sprawie głównego pytania | Główne pytanie potwierdzone lub przeformułowane |',
    '| Miesiące 3–4 | Sprawdzenie kontrargumentów | Główne ryzyka uszeregowane |',
    '| Miesiące 5–6 | Porównanie opcji | Wybrana jedna opcja |',
    '| Miesiące 7–9 | Pilotaż wybranej opcji | Wyniki pilotażu omówione, kolejne kroki uzgodnione |',
  ],
  plan: {
    isItTrue: 'Czy to prawda, że „{claim}”',
    noQuestion: 'Na jakie pytanie musi odpowiedzieć ta teza?',
    subQuestionsOf: 'Jakie pytania szczegółowe rozstrzygają, czy „{claim}” się potwierdza',
    subQuestions: 'Jakie pytania szczegółowe rozstrzygają odpowiedź?',
    trueForYes: 'Co musiałoby być prawdą, aby odpowiedź brzmiała „tak”?',
    evidenceFor: 'Jakie dowody potwierdzają lub obalają „{sentence}”',
    whyNow: 'Dlaczego „{sentence}” sprawia, że pytanie jest ważne właśnie teraz',
    evidenceCentral: 'Jakie dowody najbardziej bezpośrednio dotyczą głównego pytania?',
    figuresToday: 'Jakie liczby lub fakty opisują obecną sytuację?',
    strongestCase: 'Jaki jest najmocniejszy argument przeciwko tej tezie?',
    goWrong: 'Co może pójść źle i jaki wczesny sygnał by to pokazał?',
    options: 'Jakie są możliwe opcje i z czego każda rezygnuje?',
    milestones: 'Jakie kamienie milowe pokazałyby postęp?',
    bestAnswer: 'Jaka jest najlepiej uzasadniona odpowiedź na: {question}',
    bestConclusion: 'Jaki jest najlepiej uzasadniony wniosek?',
    first: 'Co należy najpierw rozstrzygnąć lub zrobić, i dlaczego?',
    risksQuery: '{query} ryzyka',
    alternativesQuery: '{query} alternatywy',
  },
  sourcesList: {
    untitled: 'Źródło bez tytułu',
    accessed: '(dostęp: {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'dokument Word',
      markdown: 'Markdown',
      text: 'tekst',
      html: 'strona internetowa',
      web: 'strona internetowa',
    },
  },
};

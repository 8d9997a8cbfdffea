// Los mensajes del motor sin conexión en español (trato de usted, comillas angulares «…»).
import type { Catalogue } from './catalogue.js';

export const ES: Catalogue = {
  sections: {
    summary: 'Resumen ejecutivo',
    question: 'La pregunta central',
    context: 'Contexto',
    evidence: 'Pruebas e impulsores',
    counterarguments: 'Objeciones y contraargumentos',
    risks: 'Riesgos y preguntas abiertas',
    options: 'Opciones estratégicas',
    timeline: 'Calendario',
  },
  draftNote:
    '_Borrador redactado sin conexión a partir de sus propias palabras: no se ha usado ningún modelo de IA ni se ha añadido nada de fuentes externas. Edítelo con libertad._',
  articleNote:
    '_Redactado sin conexión, sin un modelo de IA, a partir de sus propias palabras: no se ha añadido nada de fuentes externas._',
  articleNoteSources:
    '_Redactado sin conexión, sin un modelo de IA: una síntesis de sus propias palabras y de los pasajes de sus fuentes citados a continuación, organizada según las preguntas de su plan de investigación. No se ha añadido nada más._',
  answerNote:
    '_Respuesta sin conexión, sin un modelo de IA: los pasajes de esta tesis que mejor responden a su pregunta, citados literalmente._',
  answerNoteSources:
    '_Respuesta sin conexión, sin un modelo de IA: los pasajes de sus fuentes que mejor responden a su pregunta, citados literalmente._',
  sourcesSay: '**Lo que dicen sus fuentes**',
  fromSources: '**De sus fuentes**',
  sourceQuote: '- «{fact}» [{n}]',
  questionHeading: '### {question}',
  notCovered: 'Las fuentes no tratan esta cuestión.',
  coveredElsewhere: 'Los pasajes que se refieren a esto se citan en otra parte de este artículo.',
  noSources: 'Todavía no hay fuentes con las que responder a esto: suba una fuente que lo trate.',
  agree: '**En qué coinciden sus fuentes**',
  agreePair: '- «{a}» [{n}], e igualmente «{b}» [{m}]',
  agreeSame: '- Ambas fuentes: «{a}» [{n}] [{m}]',
  disagree: '**En qué discrepan sus fuentes**',
  disagreePair: '- «{a}» [{n}], pero «{b}» [{m}]',
  noDisagreement:
    'En los pasajes leídos, ninguna de sus fuentes da cifras distintas de las de otra sobre el mismo asunto.',
  leftOpen: '**Lo que sus fuentes dejan sin resolver**',
  openQuestion: '- {question}',
  startingPoint: '**Su punto de partida**',
  researchFocus: '**El enfoque de su investigación**',
  challengeInYourWords: '**El reto, en sus propias palabras**',
  sharpenQuestions: '**Preguntas que precisan el reto**',
  contextQuestions: '**Contexto por establecer**',
  figuresToCheck: '**Cifras que usted ha dado, para contrastarlas con sus fuentes**',
  claimsToEvidence: '**Afirmaciones de su idea que necesitan pruebas**',
  noQuestion: 'Aún no ha formulado una pregunta central; su título la sugiere: «{title}».',
  noContext:
    'Aún no ha descrito el contexto: añada el mercado, la organización y el momento que hay detrás de esta tesis.',
  noIdea: 'Aún no ha descrito la idea: añada lo que cree y por qué.',
  noMatch:
    'Ni sus fuentes ni esta tesis dicen nada sobre «{question}». Pruebe con otras palabras, o añada una fuente o una sección que lo trate.',
  noContent:
    'Esta tesis aún no tiene contenido, así que no hay nada que citar. Inicie primero la investigación.',
  quoted: '> «{fact}»',
  sharpen: [
    '- ¿Qué tendría que ser cierto para que esto se sostenga?',
    '- ¿Qué demostraría que es falso?',
    '- ¿Quién gana y quién pierde si se cumple?',
  ],
  context: [
    '- ¿Qué ha cambiado recientemente para que esto importe ahora?',
    '- ¿A qué mercados, equipos o clientes afecta primero?',
    '- ¿Qué lo volvería urgente en los próximos doce meses?',
  ],
  timelineHeader: ['| Calendario | Actividades | Hito |', '| --- | --- | --- |'],
  timelineAnswered: '| Paso {step} | {question} | Respondido con sus fuentes |',
  timelineOpen: '| Paso {step} | {question} | Abierto: las fuentes aún no lo tratan |',
  timelineRows: [
    '| Meses 1-2 | Reunir las pruebas sobre la pregunta central | Pregunta central confirmada o replanteada |',
    '| Meses 3-4 | Poner a prueba los contraargumentos | Principales riesgos priorizados |',
    '| Meses 5-6 | Comparar las opciones | Una opción elegida |',
    '| Meses 7-9 | Probar en piloto la opción elegida | Resultados del piloto revisados y próximos pasos acordados |',
  ],
  plan: {
    isItTrue: '¿Es cierto que «{claim}»',
    noQuestion: '¿Qué pregunta debe responder esta tesis?',
    subQuestionsOf: '¿Qué subpreguntas deciden si «{claim}» se sostiene',
    subQuestions: '¿Qué subpreguntas deciden la respuesta?',
    trueForYes: '¿Qué tendría que ser cierto para que la respuesta fuera sí?',
    evidenceFor: '¿Qué pruebas confirman o refutan «{sentence}»',
    whyNow: '¿Por qué «{sentence}» hace que la pregunta importe ahora',
    evidenceCentral: '¿Qué pruebas se refieren más directamente a la pregunta central?',
    figuresToday: '¿Qué cifras o hechos describen la situación actual?',
    strongestCase: '¿Cuál es el argumento más sólido contra esta tesis?',
    goWrong: '¿Qué podría salir mal y qué señal temprana lo mostraría?',
    options: '¿Qué opciones hay y qué sacrifica cada una?',
    milestones: '¿Qué hitos mostrarían avances?',
    bestAnswer: '¿Cuál es la respuesta mejor respaldada a: {question}',
    bestConclusion: '¿Cuál es la conclusión mejor respaldada?',
    first: '¿Qué debería decidirse o hacerse primero, y por qué?',
    risksQuery: '{query} riesgos',
    alternativesQuery: '{query} alternativas',
  },
  sourcesList: {
    untitled: 'Fuente sin título',
    accessed: '(consultado el {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'documento de Word',
      markdown: 'Markdown',
      text: 'texto',
      html: 'página web',
      web: 'página web',
    },
  },
};

// As mensagens do motor offline em português (tratamento formal, aspas “…”), em formas comuns ao
// português europeu e ao do Brasil.
import type { Catalogue } from './catalogue.js';

export const PT: Catalogue = {
  sections: {
    summary: 'Resumo executivo',
    question: 'A pergunta central',
    context: 'Contexto',
    evidence: 'Provas e fatores determinantes',
    counterarguments: 'Objeções e contra-argumentos',
    risks: 'Riscos e questões em aberto',
    options: 'Opções estratégicas',
    timeline: 'Cronograma',
  },
  draftNote:
    '_Rascunho feito offline a partir das suas próprias palavras: não foi usado nenhum modelo de IA e nada foi acrescentado de fontes externas. Edite-o à vontade._',
  articleNote:
    '_Escrito offline, sem um modelo de IA, a partir das suas próprias palavras: nada foi acrescentado de fontes externas._',
  articleNoteSources:
    '_Escrito offline, sem um modelo de IA: uma síntese das suas próprias palavras e dos trechos das suas fontes citados abaixo, organizada pelas perguntas do seu plano de pesquisa. Nada foi acrescentado além disso._',
  answerNote:
    '_Respondido offline, sem um modelo de IA: os trechos desta tese que melhor correspondem à sua pergunta, citados textualmente._',
  answerNoteSources:
    '_Respondido offline, sem um modelo de IA: os trechos das suas fontes que melhor correspondem à sua pergunta, citados textualmente._',
  sourcesSay: '**O que dizem as suas fontes**',
  fromSources: '**Das suas fontes**',
  sourceQuote: '- “{fact}” [{n}]',
  questionHeading: '### {question}',
  notCovered: 'As fontes não tratam desta questão.',
  coveredElsewhere: 'Os trechos que se referem a isto são citados em outra parte deste artigo.',
  noSources: 'Ainda não há fontes para responder a isto: adicione uma fonte que trate do assunto.',
  agree: '**Em que as suas fontes concordam**',
  agreePair: '- “{a}” [{n}], e do mesmo modo “{b}” [{m}]',
  agreeSame: '- Ambas as fontes: “{a}” [{n}] [{m}]',
  disagree: '**Em que as suas fontes divergem**',
  disagreePair: '- “{a}” [{n}], mas “{b}” [{m}]',
  noDisagreement:
    'Nos trechos lidos, nenhuma das suas fontes apresenta números diferentes dos de outra sobre a mesma questão.',
  leftOpen: '**O que as suas fontes deixam em aberto**',
  openQuestion: '- {question}',
  startingPoint: '**O seu ponto de partida**',
  researchFocus: '**O foco da sua pesquisa**',
  challengeInYourWords: '**O desafio, nas suas palavras**',
  sharpenQuestions: '**Perguntas que tornam o desafio mais preciso**',
  contextQuestions: '**Contexto a estabelecer**',
  figuresToCheck: '**Números que indicou, a confirmar nas suas fontes**',
  claimsToEvidence: '**Afirmações da sua ideia que precisam de provas**',
  noQuestion: 'Ainda não formulou uma pergunta central; o título aponta para ela: “{title}”.',
  noContext:
    'Ainda não descreveu o contexto: acrescente o mercado, a organização e o momento por trás desta tese.',
  noIdea: 'Ainda não descreveu a ideia: acrescente aquilo em que acredita e com que fundamento.',
  noMatch:
    'Nem as suas fontes nem esta tese dizem nada sobre “{question}”. Experimente outras palavras, ou acrescente uma fonte ou uma parte da tese que trate do assunto.',
  noContent: 'Esta tese ainda não tem conteúdo, por isso não há nada para citar. Comece primeiro a pesquisa.',
  quoted: '> “{fact}”',
  sharpen: [
    '- O que teria de ser verdade para que isto se confirme?',
    '- O que mostraria que está errado?',
    '- Quem ganha e quem perde se isto acontecer?',
  ],
  context: [
    '- O que mudou recentemente para que isto importe agora?',
    '- Que mercados, áreas ou clientes afeta primeiro?',
    '- O que tornaria isto urgente nos próximos doze meses?',
  ],
  timelineHeader: ['| Cronograma | Atividades | Marco |', '| --- | --- | --- |'],
  timelineAnswered: '| Etapa {step} | {question} | Respondido com as suas fontes |',
  timelineOpen: '| Etapa {step} | {question} | Em aberto: as fontes ainda não tratam disto |',
  timelineRows: [
    '| Meses 1-2 | Reunir as provas sobre a pergunta central | Pergunta central confirmada ou reformulada |',
    '| Meses 3-4 | Testar os contra-argumentos | Principais riscos ordenados |',
    '| Meses 5-6 | Comparar as opções | Uma opção escolhida |',
    '| Meses 7-9 | Testar a opção escolhida num piloto | Resultados do piloto analisados e próximos passos acordados |',
  ],
  plan: {
    isItTrue: 'É verdade que “{claim}”',
    noQuestion: 'A que pergunta tem esta tese de responder?',
    subQuestionsOf: 'Que subperguntas decidem se “{claim}” se confirma',
    subQuestions: 'Que subperguntas decidem a resposta?',
    trueForYes: 'O que teria de ser verdade para que a resposta fosse sim?',
    evidenceFor: 'Que provas confirmam ou refutam “{sentence}”',
    whyNow: 'Porque é que “{sentence}” torna a pergunta importante agora',
    evidenceCentral: 'Que provas incidem mais diretamente sobre a pergunta central?',
    figuresToday: 'Que números ou factos descrevem a situação atual?',
    strongestCase: 'Qual é o argumento mais forte contra esta tese?',
    goWrong: 'O que pode correr mal, e que sinal precoce o mostraria?',
    options: 'Que opções existem, e o que sacrifica cada uma?',
    milestones: 'Que marcos mostrariam progresso?',
    bestAnswer: 'Qual é a resposta mais bem fundamentada a: {question}',
    bestConclusion: 'Qual é a conclusão mais bem fundamentada?',
    first: 'O que deve ser decidido ou feito primeiro, e porquê?',
    risksQuery: '{query} riscos',
    alternativesQuery: '{query} alternativas',
  },
  sourcesList: {
    untitled: 'Fonte sem título',
    accessed: '(consultado em {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'documento Word',
      markdown: 'Markdown',
      text: 'texto',
      html: 'página web',
      web: 'página web',
    },
  },
};

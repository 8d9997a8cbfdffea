// Issue 31: the offline engine writes in the thesis's language. A German thesis researched offline
// from German sources gets German framing from the German catalogue, the sources' sentences (and
// their figures) quoted verbatim, and citations that hold as in English; the sentences and words of
// German text are cut by the language's rules ("z. B.", "Nr. 4" and "3. März" do not end a sentence;
// inflected nouns match). French briefly the same. A language it cannot write is said so; text in a
// script written without spaces is still split into words, so it can be found and quoted.
import { THESIS_LANGUAGES } from '@thesis-studio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { groundText, quoteKey } from '../../grounding/verify.js';
import type { EvidencePassage, SectionKind, ThesisBrief } from '../provider.js';
import { DE } from './catalogue/de.js';
import { EN_GB } from './catalogue/en-GB.js';
import { FR } from './catalogue/fr.js';
import { candidatesOf, relevant } from './digest.js';
import { offlineLanguage } from './language.js';
import { sentences, stems } from './nlp.js';
import { OfflineProvider } from './offline-provider.js';
import { WRITE_ORDER, writeArticle } from '../testing/offline-article.js';
import { offlineSectionTitles, templateLines, withoutTemplateLines } from './templates.js';

const provider = new OfflineProvider({ speechWorkers: 1 });
afterAll(() => provider.close());

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lines of `output` that are neither the inputs' sentences nor the language's template lines filled with them. */
function inventedLines(output: string, inputs: readonly string[], language: 'de' | 'fr'): string[] {
  const source = squash(inputs.join('\n'));
  const fromInput = (text: string) => /^\d+$/.test(text) || source.includes(squash(text));
  const templates = templateLines(language).map(
    (line) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+?)')}$`),
  );
  // A template line whose slots all hold the input's words (or a step's number), or a quoted sentence
  // or a run of them ("> …", the summary's key sentences): the user's words; anything else is invented.
  const filled = (line: string) =>
    templates.some((template) => template.exec(line)?.slice(1).every(fromInput) ?? false);
  const quoted = (line: string) => sentences(line.replace(/^>\s?/, ''), language).every(fromInput);
  const lines = output.split('\n').map((line) => line.trim());
  return lines.filter((line) => line && !filled(line) && !quoted(line));
}

const passagesOf = (texts: readonly string[], location: string): EvidencePassage[] =>
  texts.map((text, index) => ({
    n: index + 1,
    passageId: `source-${index}-0`,
    sourceId: `source-${index}`,
    sourceTitle: `Quelle ${index + 1}`,
    sourceKind: 'markdown' as const,
    url: null,
    site: null,
    location,
    text,
  }));

/** The article as a run writes it, each section told how many sources the run reads. */
const article = (brief: ThesisBrief, plan: Record<SectionKind, string[]>, passages: EvidencePassage[]) =>
  writeArticle(provider, brief, (kind) => plan[kind], passages, { sourcesRead: passages.length });

const DE_BRIEF: ThesisBrief = {
  language: 'de',
  title: 'Leerfahrten im Straßengüterverkehr senken',
  idea: 'Mittelständische Speditionen verschenken Marge, weil ein Drittel ihrer Lkw-Fahrten leer zurückkehrt. Eine gemeinsame Frachtbörse für regionale Spediteure könnte die Leerfahrtenquote bis 2027 auf unter 20 Prozent senken. Unsere Kunden in Bayern fragen bereits nach Rückladungen.',
  context:
    'Die CO₂-Maut verteuert seit Dezember 2023 jede Leerfahrt. Gleichzeitig fehlen in Deutschland rund 70.000 Berufskraftfahrer.',
  intellectualChallenge:
    'Sollte eine mittelständische Spedition ihre Rückladungen über eine gemeinsame Frachtbörse beschaffen?',
};

const VERBANDSBERICHT = [
  'Im Jahr 2024 waren 31 Prozent der Lkw-Fahrten deutscher Speditionen Leerfahrten. Besonders betroffen sind Regionalverkehre unter 150 km, z. B. im Baustoffhandel.',
  '',
  '- Die CO₂-Maut erhöhte die Kosten einer Leerfahrt im Durchschnitt um 0,15 Euro je Kilometer.',
  '- Speditionen mit digitaler Frachtbörse senkten ihre Leerfahrtenquote auf 22 Prozent.',
  '',
  'Laut Tabelle Nr. 4 des Berichts nutzten 2024 nur 18 % der Betriebe mit weniger als 50 Fahrzeugen eine Frachtbörse. Als Hauptgrund nannten die Betriebe fehlendes Vertrauen in unbekannte Auftraggeber.',
].join('\n');

const UMFRAGE = [
  'Die Umfrage vom 3. März 2025 erfasste 212 mittelständische Speditionen in Bayern und Baden-Württemberg.',
  'Nach Angaben der befragten Betriebe waren im Jahr 2024 nur 27 Prozent der Lkw-Fahrten Leerfahrten.',
  'Die meisten Betriebe beschaffen Rückladungen weiterhin telefonisch über Stammkunden.',
].join(' ');

/** An English source in the German thesis: read and quoted as written. */
const PORT_NOTE = "Quillmark's return-load pilot at Rotterdam filled 64 of 100 empty trucks within a day.";

const DE_PASSAGES = passagesOf([VERBANDSBERICHT, UMFRAGE, PORT_NOTE], 'Teil 1');

const DE_PLAN: Record<SectionKind, string[]> = {
  question: [
    DE_BRIEF.intellectualChallenge,
    'Wie hoch ist der Anteil der Leerfahrten bei deutschen Speditionen?',
  ],
  context: ['Wie stark verteuert die CO₂-Maut eine Leerfahrt?'],
  evidence: [
    'Wie stark verteuert die CO₂-Maut eine Leerfahrt?',
    'Wie viele kleine Betriebe nutzen eine Frachtbörse?',
  ],
  counterarguments: [
    'Warum nutzen kleine Betriebe keine Frachtbörse?',
    'Wie entwickeln sich die Dieselpreise in Asien?',
  ],
  risks: [
    'Warum nutzen kleine Betriebe keine Frachtbörse?',
    'Wie entwickeln sich die Dieselpreise in Asien?',
  ],
  options: ['Was hat der Pilot von Quillmark in Rotterdam gezeigt?'],
  timeline: ['Was hat der Pilot von Quillmark in Rotterdam gezeigt?'],
  summary: ['Was ist die am besten gestützte Antwort zur gemeinsamen Frachtbörse?'],
};

describe('a German thesis researched offline from German sources', () => {
  it('frames the article in German, from the German catalogue, and invents nothing', async () => {
    const { bodies } = await article(DE_BRIEF, DE_PLAN, DE_PASSAGES);
    const content = WRITE_ORDER.map((kind) => bodies[kind]).join('\n\n');
    expect(bodies.summary.split('\n')[0]).toBe(DE.articleNoteSources);
    expect(content).toContain(
      '### Wie entwickeln sich die Dieselpreise in Asien?\n\nDie Quellen behandeln diese Frage nicht.',
    );
    expect(bodies.summary).toContain(
      '**Was Ihre Quellen offenlassen**\n\n- Wie entwickeln sich die Dieselpreise in Asien?',
    );
    expect(bodies.context).toContain(`${DE.sourcesSay}\n\n- „Die CO₂-Maut erhöhte`);
    expect(bodies.timeline.split('\n')[0]).toBe('| Zeitraum | Aktivitäten | Meilenstein |');
    expect(bodies.timeline).toContain(
      '| Schritt 1 | Was hat der Pilot von Quillmark in Rotterdam gezeigt? | Aus Ihren Quellen beantwortet |',
    );
    // No English framing at all.
    for (const line of [
      EN_GB.notCovered,
      EN_GB.leftOpen,
      EN_GB.disagree,
      EN_GB.sourcesSay,
      'Written offline',
    ])
      expect(content).not.toContain(line);
    const inputs = [DE_BRIEF.title, DE_BRIEF.idea, DE_BRIEF.context, DE_BRIEF.intellectualChallenge];
    const plan = Object.values(DE_PLAN).flat();
    // The check itself tells an invented line from the owner's words.
    expect(inventedLines(`${DE.sourcesSay}\n\nDie Quellen bestätigen die These.`, inputs, 'de')).toEqual([
      'Die Quellen bestätigen die These.',
    ]);
    expect(inventedLines(content, [...inputs, ...plan, VERBANDSBERICHT, UMFRAGE, PORT_NOTE], 'de')).toEqual(
      [],
    );
  });

  it('quotes the sources’ sentences and figures verbatim, and every citation holds', async () => {
    const { bodies, quotes, removed } = await article(DE_BRIEF, DE_PLAN, DE_PASSAGES);
    const content = WRITE_ORDER.map((kind) => bodies[kind]).join('\n\n');
    expect(content).toContain(
      '- „Im Jahr 2024 waren 31 Prozent der Lkw-Fahrten deutscher Speditionen Leerfahrten.“ [1]',
    );
    expect(content).toContain(
      '- „Laut Tabelle Nr. 4 des Berichts nutzten 2024 nur 18 % der Betriebe mit weniger als 50 Fahrzeugen eine Frachtbörse.“ [1]',
    );
    // The two sources give different shares for the same matter: said in German, both quoted.
    expect(bodies.risks).toContain(
      '**Worin Ihre Quellen voneinander abweichen**\n\n- „Im Jahr 2024 waren 31 Prozent der Lkw-Fahrten deutscher Speditionen Leerfahrten.“ [1], dagegen „Nach Angaben der befragten Betriebe waren im Jahr 2024 nur 27 Prozent der Lkw-Fahrten Leerfahrten.“ [2]',
    );
    // The English source is still used, its sentence quoted as written.
    expect(bodies.options).toContain(`- „${PORT_NOTE}“ [3]`);
    expect(removed).toBe(0);
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    const counts = new Map<string, number>();
    for (const quote of quotes) counts.set(quoteKey(quote), (counts.get(quoteKey(quote)) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });

  it('cuts German sentences at their ends, not at "z. B.", "Nr. 4" or "3. März"', () => {
    expect(sentences(VERBANDSBERICHT, 'de')).toContain(
      'Besonders betroffen sind Regionalverkehre unter 150 km, z. B. im Baustoffhandel.',
    );
    expect(sentences(UMFRAGE, 'de')).toEqual([
      'Die Umfrage vom 3. März 2025 erfasste 212 mittelständische Speditionen in Bayern und Baden-Württemberg.',
      'Nach Angaben der befragten Betriebe waren im Jahr 2024 nur 27 Prozent der Lkw-Fahrten Leerfahrten.',
      'Die meisten Betriebe beschaffen Rückladungen weiterhin telefonisch über Stammkunden.',
    ]);
    const quoted = candidatesOf(DE_PASSAGES, 'de').map((candidate) => candidate.quote);
    expect(quoted).toContain(
      'Laut Tabelle Nr. 4 des Berichts nutzten 2024 nur 18 % der Betriebe mit weniger als 50 Fahrzeugen eine Frachtbörse.',
    );
  });

  it('picks sentences by German words: inflected and capitalised nouns match, stop words do not', () => {
    // "Leerfahrten"/"Leerfahrt", "Betriebe"/"Betrieben": one stem each; "der", "die", "und" are no terms.
    expect(stems('Leerfahrten', 'de')).toEqual(stems('Leerfahrt', 'de'));
    expect(stems('Betrieben', 'de')).toEqual(stems('Betriebe', 'de'));
    expect(stems('der die und mit für', 'de')).toEqual([]);
    const candidates = candidatesOf(DE_PASSAGES, 'de');
    const best = relevant(candidates, 'Wie teuer ist eine Leerfahrt mit der Maut?', 40, true, 'de');
    expect(best[0]?.quote).toBe(
      'Die CO₂-Maut erhöhte die Kosten einer Leerfahrt im Durchschnitt um 0,15 Euro je Kilometer.',
    );
    // Only the plan's own words (German or English): no sentence bears on it.
    expect(
      relevant(candidates, 'Welche Belege zeigen, was zuerst entschieden werden sollte?', 40, true, 'de'),
    ).toEqual([]);
  });

  it('answers a German question with the passage holding the asked share first', () => {
    const { text, citations } = provider.answerText({
      language: 'de',
      question: 'Wie viel Prozent der Lkw-Fahrten waren 2024 Leerfahrten?',
      thesis: { title: DE_BRIEF.title, content: '' },
      history: [],
      passages: DE_PASSAGES,
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe(DE.answerNoteSources);
    expect(lines).toContain(DE.fromSources);
    expect(citations[0]?.quote).toMatch(/Prozent der Lkw-Fahrten/);
    expect(groundText(text, citations, DE_PASSAGES).removed).toBe(0);
    const none = provider.answerText({
      language: 'de',
      question: 'Was kostet ein Containerschiff?',
      thesis: { title: DE_BRIEF.title, content: '' },
      history: [],
      passages: [],
    });
    expect(none.text).toBe(DE.noContent);
  });

  it('drafts the wizard step in German from the owner’s sentences, read back as the owner’s words only', () => {
    const state = {
      language: 'de' as const,
      originalThoughts: DE_BRIEF.idea,
      researchFocus: DE_BRIEF.context,
      intellectualChallenge: '',
      strategicContext: '',
    };
    const draft = provider.draftText('strategic-context', state);
    expect(draft.split('\n')[0]).toBe(DE.draftNote);
    expect(draft).toContain(`${DE.contextQuestions}\n\n${DE.context.join('\n')}`);
    expect(draft).toContain(
      `${DE.figuresToCheck}\n\n> „Eine gemeinsame Frachtbörse für regionale Spediteure könnte die Leerfahrtenquote bis 2027 auf unter 20 Prozent senken.“`,
    );
    expect(inventedLines(draft, [DE_BRIEF.idea, DE_BRIEF.context], 'de')).toEqual([]);
    const own = withoutTemplateLines(draft);
    for (const line of own.split('\n').filter((each) => each.trim()))
      expect(squash(DE_BRIEF.idea + ' ' + DE_BRIEF.context)).toContain(squash(line));
  });

  it('summarises the owner’s German sentences, none of the German template lines', async () => {
    const content = [DE.articleNote, DE_BRIEF.idea, DE.startingPoint, DE_BRIEF.context].join('\n\n');
    const points = await provider.summarize(content, { language: 'de' });
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(squash(`${DE_BRIEF.idea} ${DE_BRIEF.context}`)).toContain(point);
  });
});

describe('a French thesis researched offline from a French source', () => {
  const brief: ThesisBrief = {
    language: 'fr',
    title: 'Réduire les trajets à vide des transporteurs',
    idea: 'Les transporteurs régionaux perdent une part de leur marge parce que leurs camions reviennent à vide. Une bourse de fret commune réduirait ces retours à vide.',
    context: 'La hausse du prix du gazole pèse sur les petites entreprises de transport.',
    intellectualChallenge: 'Un transporteur régional doit-il rejoindre une bourse de fret commune\u00a0?',
  };
  const source =
    'En 2024, 27 % des trajets des poids lourds français ont été effectués à vide, p. ex. dans le BTP. Les entreprises utilisant une bourse de fret ont ramené ce taux à 19 %.';
  const passages = passagesOf([source], 'Partie 1');
  const plan = {
    question: [brief.intellectualChallenge],
    context: [],
    evidence: ['Quelle part des trajets des poids lourds est effectuée à vide\u00a0?'],
    counterarguments: ['Comment évoluera le prix du gazole en Asie\u00a0?'],
    risks: [],
    options: [],
    timeline: [],
    summary: [],
  } satisfies Record<SectionKind, string[]>;

  it('frames it in French and quotes the French source’s figures verbatim', async () => {
    const { bodies, removed } = await article(brief, plan, passages);
    const content = WRITE_ORDER.map((kind) => bodies[kind]).join('\n\n');
    expect(bodies.summary.split('\n')[0]).toBe(FR.articleNoteSources);
    expect(content).toContain(
      '- «\u00a0En 2024, 27 % des trajets des poids lourds français ont été effectués à vide, p. ex. dans le BTP.\u00a0» [1]',
    );
    // A question's heading is one line with its spacing folded (the no-break space before "?" too).
    expect(content).toContain(`### Comment évoluera le prix du gazole en Asie ?\n\n${FR.notCovered}`);
    expect(bodies.evidence).toContain(FR.claimsToEvidence);
    expect(bodies.timeline.split('\n')[0]).toBe('| Calendrier | Activités | Jalon |');
    expect(removed).toBe(0);
    const inputs = [brief.title, brief.idea, brief.context, brief.intellectualChallenge, source];
    expect(inventedLines(content, [...inputs, ...Object.values(plan).flat()], 'fr')).toEqual([]);
  });
});

describe('the catalogues and the languages the engine cannot write', () => {
  it('has every message in every thesis language, each with the English message’s slots', () => {
    const slots = (line: string) => [...line.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const english = templateLines('en-GB');
    for (const language of THESIS_LANGUAGES) {
      const lines = templateLines(language);
      expect(lines).toHaveLength(english.length);
      lines.forEach((line, index) => {
        expect(line.trim()).not.toBe('');
        expect(slots(line)).toEqual(slots(english[index]!));
      });
      const titles = Object.values(offlineSectionTitles(language));
      expect(new Set(titles).size).toBe(8);
    }
    expect(offlineSectionTitles('de').summary).toBe('Zusammenfassung');
    expect(offlineSectionTitles(undefined).summary).toBe('Executive summary');
  });

  it('writes American English with American spelling, British English as always', async () => {
    const request = {
      kind: 'summary' as const,
      brief: { ...DE_BRIEF, language: 'en-US' as const },
      basis: {},
      questions: [],
      passages: DE_PASSAGES.slice(2),
    };
    const american = await provider.writeSection(request);
    expect(american.markdown.split('\n')[0]).toContain('organized by the questions of your research plan');
    const british = await provider.writeSection({
      ...request,
      brief: { ...request.brief, language: undefined },
    });
    expect(british.markdown.split('\n')[0]).toBe(EN_GB.articleNoteSources);
  });

  it('writes a regional form of a supported language in that language', () => {
    expect(offlineLanguage('de-AT')).toEqual({ writes: 'de', reads: 'de' });
    expect(offlineLanguage(undefined)).toEqual({ writes: 'en-GB', reads: 'en-GB' });
    expect(offlineLanguage('en')).toEqual({ writes: 'en-GB', reads: 'en-GB' });
  });

  it('says in English, naming the language, that it cannot write Thai; Thai sources still split into words', async () => {
    const thai = 'ในปี 2567 รถบรรทุกร้อยละ 31 วิ่งเที่ยวเปล่า ผู้ประกอบการขนส่งรายย่อยได้รับผลกระทบมากที่สุด';
    const passages = passagesOf([thai], 'ส่วนที่ 1');
    const request = {
      kind: 'summary' as const,
      brief: { title: 'เที่ยวเปล่า', idea: '', context: '', intellectualChallenge: '', language: 'th' },
      basis: {},
      questions: ['รถบรรทุกวิ่งเที่ยวเปล่าร้อยละเท่าไร'],
      passages,
    };
    // The request's type allows only the supported tags; a stored tag outside them is handled all the same.
    const draft = await provider.writeSection(
      request as unknown as Parameters<typeof provider.writeSection>[0],
    );
    const lines = draft.markdown.split('\n');
    expect(lines[0]).toBe(EN_GB.articleNoteSources);
    expect(lines[2]).toBe(
      '_The offline engine cannot write in Thai (ไทย): it wrote this in English. Sources in that language are still read and quoted as written._',
    );
    expect(draft.markdown).toContain(`- “${thai}” [1]`);
    expect(groundText(draft.markdown, draft.citations, passages).removed).toBe(0);
    expect(stems(thai, 'th').length).toBeGreaterThan(5);
    // The note is not the owner's words when a draft is read back.
    expect(withoutTemplateLines(lines[2]!)).toBe('');
  });

  it('splits Chinese text into words even in an English thesis', () => {
    const chinese = '我们的研究显示，百分之三十一的卡车空载返回。小型运输公司受影响最大。';
    expect(sentences(chinese)).toEqual([
      '我们的研究显示，百分之三十一的卡车空载返回。',
      '小型运输公司受影响最大。',
    ]);
    expect(stems(chinese)).toEqual(expect.arrayContaining(['研究', '卡车', '运输', '公司']));
  });
});

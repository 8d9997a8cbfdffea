import { describe, expect, it } from 'vitest';
import { createSpellingConverter } from './converter.js';
import { spellingLists } from './lists.js';

const converter = createSpellingConverter(spellingLists);

type Case = [input: string, expected: string];

/** Corpus: one row per case; the direction is the describe block's. */
const toUS: Record<string, Case[]> = {
  'words of the list': [
    ['colour', 'color'],
    ['colours', 'colors'],
    ['favour', 'favor'],
    ['favourite', 'favorite'],
    ['behaviour', 'behavior'],
    ['behavioural', 'behavioral'],
    ['honour', 'honor'],
    ['labour', 'labor'],
    ['neighbour', 'neighbor'],
    ['rumour', 'rumor'],
    ['organisation', 'organization'],
    ['organisations', 'organizations'],
    ['organisational', 'organizational'],
    ['organise', 'organize'],
    ['organised', 'organized'],
    ['organising', 'organizing'],
    ['realise', 'realize'],
    ['recognise', 'recognize'],
    ['prioritise', 'prioritize'],
    ['summarise', 'summarize'],
    ['specialise', 'specialize'],
    ['criticise', 'criticize'],
    ['minimise', 'minimize'],
    ['optimisation', 'optimization'],
    ['globalisation', 'globalization'],
    ['analyse', 'analyze'],
    ['analysed', 'analyzed'],
    ['catalogue', 'catalog'],
    ['centre', 'center'],
    ['centres', 'centers'],
    ['theatre', 'theater'],
    ['metre', 'meter'],
    ['litre', 'liter'],
    ['fibre', 'fiber'],
    ['defence', 'defense'],
    ['offence', 'offense'],
    ['licence', 'license'],
    ['practise', 'practice'],
    ['practised', 'practiced'],
    ['travelled', 'traveled'],
    ['travelling', 'traveling'],
    ['traveller', 'traveler'],
    ['cancelled', 'canceled'],
    ['modelling', 'modeling'],
    ['labelled', 'labeled'],
    ['jewellery', 'jewelry'],
    ['fulfil', 'fulfill'],
    ['fulfilment', 'fulfillment'],
    ['enrol', 'enroll'],
    ['ageing', 'aging'],
    ['grey', 'gray'],
    ['aluminium', 'aluminum'],
    ['manoeuvre', 'maneuver'],
    ['paediatric', 'pediatric'],
    ['sceptical', 'skeptical'],
    ['plough', 'plow'],
    ['mould', 'mold'],
    ['moustache', 'mustache'],
    ['pyjamas', 'pajamas'],
    ['judgement', 'judgment'],
    ['programme', 'program'],
    ['programmes', 'programs'],
    ['tyre', 'tire'],
    ['tyres', 'tires'],
    ['draught', 'draft'],
  ],
  '-isation forms derived from the -ise pairs': [
    ['capitalisation', 'capitalization'],
    ['authorisation', 'authorization'],
    ['customisation', 'customization'],
    ['localisation', 'localization'],
    ['characterisation', 'characterization'],
  ],
  'words whose meaning decides (left alone)': [
    ['draughts', 'draughts'],
    ['a tonne of steel', 'a tonne of steel'],
    ['tonnes', 'tonnes'],
    ['a compact disc', 'a compact disc'],
    ['discs', 'discs'],
    ['the analyses show', 'the analyses show'],
    ['a dialogue with staff', 'a dialogue with staff'],
  ],
  'corrections to the list (left alone)': [
    ['gauge', 'gauge'],
    ['gases', 'gases'],
    ['buses', 'buses'],
    ['monologue', 'monologue'],
    ['aesthetic', 'aesthetic'],
    ['cancellation', 'cancellation'],
    ['fillet', 'fillet'],
    ['tranquilly', 'tranquilly'],
  ],
  'words in no list': [
    ['strategy', 'strategy'],
    ['advertise', 'advertise'],
    ['compromise', 'compromise'],
    ['enterprise', 'enterprise'],
    ['exercise', 'exercise'],
    ['surprise', 'surprise'],
    ['our', 'our'],
    ['four hours', 'four hours'],
  ],
  capitals: [
    ['Colour matters.', 'Color matters.'],
    ['COLOUR', 'COLOR'],
    ['ORGANISATION', 'ORGANIZATION'],
    ['THE ORGANISATION CHART', 'THE ORGANIZATION CHART'],
    ['Organisation', 'Organization'],
    ['It works. Organisation follows.', 'It works. Organization follows.'],
    ['Why? Behaviour.', 'Why? Behavior.'],
    ['Note: Colour is key', 'Note: Color is key'],
    ['- Colour\n- Flavour', '- Color\n- Flavor'],
    ['1. Centre\n2. Theatre', '1. Center\n2. Theater'],
    ['* Behaviour', '* Behavior'],
    ['(Colour matters)', '(Color matters)'],
    ['# Colour Theory and Organisational Behaviour', '# Color Theory and Organizational Behavior'],
    ['## The Centre of Gravity', '## The Center of Gravity'],
    ["Organisation's goals", "Organization's goals"],
    ['colourful Colours', 'colorful Colours'],
  ],
  'proper nouns (capitalised mid-sentence)': [
    ['She joined the Labour Party in 2019.', 'She joined the Labour Party in 2019.'],
    ['the Ministry of Defence said', 'the Ministry of Defence said'],
    ['tea with Earl Grey', 'tea with Earl Grey'],
    ['We met Mr. Grey today.', 'We met Mr. Grey today.'],
    ['at the Barbican Centre tonight', 'at the Barbican Centre tonight'],
    ['the Honour Society and its colour', 'the Honour Society and its color'],
  ],
  'URLs, e-mail addresses, file names': [
    [
      'see https://colour.example.com/organisation/centre',
      'see https://colour.example.com/organisation/centre',
    ],
    ['visit www.colourcentre.co.uk today', 'visit www.colourcentre.co.uk today'],
    ['http://example.com?theme=colour and colour', 'http://example.com?theme=colour and color'],
    ['mail colour.team@organisation.co.uk now', 'mail colour.team@organisation.co.uk now'],
    ['edit colour.css and the colour', 'edit colour.css and the color'],
    ['open src/organisation.ts', 'open src/organisation.ts'],
    ['<span class="colour">colour</span>', '<span class="colour">color</span>'],
    ['#colour @behaviour colour', '#colour @behaviour color'],
  ],
  code: [
    ['use `colour` for the colour', 'use `colour` for the color'],
    ['``organise `x` centre`` centre', '``organise `x` centre`` center'],
    [
      'The colour:\n```css\n.a { colour: grey; }\n```\nThe centre.',
      'The color:\n```css\n.a { colour: grey; }\n```\nThe center.',
    ],
    ['~~~\ncolour\n~~~\ncolour', '~~~\ncolour\n~~~\ncolor'],
    ['```\nunclosed colour', '```\nunclosed colour'],
    ['colour_scheme and colour2', 'colour_scheme and colour2'],
    ['colourPicker and ColourPicker', 'colourPicker and ColourPicker'],
  ],
  'quoted text': [
    ['He said "the colour is grey" about the colour.', 'He said "the colour is grey" about the color.'],
    ['“Favourite colour” is a colour', '“Favourite colour” is a color'],
    ['the ‘centre’ and the centre', 'the ‘centre’ and the center'],
    ["the 'centre' and the centre", "the 'centre' and the center"],
    ["the organisations' colour", "the organizations' color"],
    ["don't organise", "don't organize"],
    ['> The colour of money\nThe colour', '> The colour of money\nThe color'],
    ['"unclosed colour\n\nand colour', '"unclosed color\n\nand color'],
  ],
  'punctuation and compounds': [
    ['colour-coded', 'color-coded'],
    ['re-organise', 're-organize'],
    ['colour/flavour', 'color/flavor'],
    ['colour, flavour; honour!', 'color, flavor; honor!'],
    ['the colour…', 'the color…'],
  ],
};

const toUK: Record<string, Case[]> = {
  'words of the list': [
    ['color', 'colour'],
    ['colors', 'colours'],
    ['favor', 'favour'],
    ['favorite', 'favourite'],
    ['behavior', 'behaviour'],
    ['honor', 'honour'],
    ['labor', 'labour'],
    ['neighbor', 'neighbour'],
    ['rumor', 'rumour'],
    ['harbor', 'harbour'],
    ['humor', 'humour'],
    ['endeavor', 'endeavour'],
    ['organization', 'organisation'],
    ['organizational', 'organisational'],
    ['organize', 'organise'],
    ['organized', 'organised'],
    ['realize', 'realise'],
    ['recognize', 'recognise'],
    ['prioritize', 'prioritise'],
    ['summarize', 'summarise'],
    ['apologize', 'apologise'],
    ['emphasize', 'emphasise'],
    ['optimize', 'optimise'],
    ['utilize', 'utilise'],
    ['analyze', 'analyse'],
    ['analyzes', 'analyses'],
    ['catalog', 'catalogue'],
    ['center', 'centre'],
    ['theater', 'theatre'],
    ['liter', 'litre'],
    ['fiber', 'fibre'],
    ['defense', 'defence'],
    ['offense', 'offence'],
    ['traveled', 'travelled'],
    ['traveling', 'travelling'],
    ['canceled', 'cancelled'],
    ['modeling', 'modelling'],
    ['labeled', 'labelled'],
    ['jewelry', 'jewellery'],
    ['fulfill', 'fulfil'],
    ['enroll', 'enrol'],
    ['aging', 'ageing'],
    ['gray', 'grey'],
    ['aluminum', 'aluminium'],
    ['maneuver', 'manoeuvre'],
    ['pediatric', 'paediatric'],
    ['skeptical', 'sceptical'],
    ['plow', 'plough'],
    ['mold', 'mould'],
    ['mustache', 'moustache'],
    ['pajamas', 'pyjamas'],
    ['practiced', 'practised'],
    ['checkbook', 'chequebook'],
    ['drafty', 'draughty'],
  ],
  '-ization forms derived from the -ize pairs': [
    ['capitalization', 'capitalisation'],
    ['authorization', 'authorisation'],
    ['localization', 'localisation'],
  ],
  'words whose meaning decides (left alone)': [
    ['a computer program', 'a computer program'],
    ['programs', 'programs'],
    ['check the numbers', 'check the numbers'],
    ['a check', 'a check'],
    ['checked', 'checked'],
    ['a flat tire', 'a flat tire'],
    ['they tire quickly', 'they tire quickly'],
    ['the first draft', 'the first draft'],
    ['drafts', 'drafts'],
    ['curb spending', 'curb spending'],
    ['a growth story', 'a growth story'],
    ['stories', 'stories'],
    ['a parking meter', 'a parking meter'],
    ['meters', 'meters'],
    ['best practice', 'best practice'],
    ['practices', 'practices'],
    ['a software license', 'a software license'],
    ['licenses', 'licenses'],
    ['a hard disk', 'a hard disk'],
    ['tons of data', 'tons of data'],
    ['a dialog box', 'a dialog box'],
  ],
  'corrections to the list (left alone)': [
    ['connection', 'connection'],
    ['inflection', 'inflection'],
    ['filter', 'filter'],
    ['install', 'install'],
    ['medieval', 'medieval'],
    ['licensed', 'licensed'],
    ['gram', 'gram'],
    ['kilograms', 'kilograms'],
    ['biased', 'biased'],
    ['tranquility', 'tranquility'],
    ['groin', 'groin'],
  ],
  capitals: [
    ['Color matters.', 'Colour matters.'],
    ['COLOR', 'COLOUR'],
    ['ORGANIZATION', 'ORGANISATION'],
    ['Organization', 'Organisation'],
    ['It works! Behavior follows.', 'It works! Behaviour follows.'],
    ['# Organizational Behavior in the Center', '# Organisational Behaviour in the Centre'],
    ["Organization's goals", "Organisation's goals"],
  ],
  'proper nouns (capitalised mid-sentence)': [
    ['the Pearl Harbor attack', 'the Pearl Harbor attack'],
    ['the Lincoln Center stage', 'the Lincoln Center stage'],
    ['the Department of Defense said', 'the Department of Defense said'],
    ['Ms. Gray agreed.', 'Ms. Gray agreed.'],
  ],
  'URLs, e-mail addresses, file names, code and quotes': [
    ['see https://color.example.com/center', 'see https://color.example.com/center'],
    ['mail center@organization.org', 'mail center@organization.org'],
    ['edit color.ts', 'edit color.ts'],
    ['set `color` and color', 'set `color` and colour'],
    ['```\ncolor\n```\ncolor', '```\ncolor\n```\ncolour'],
    ['he said "the color" and color', 'he said "the color" and colour'],
    ['> Color\ncolor', '> Color\ncolour'],
    ['backgroundColor and color_value', 'backgroundColor and color_value'],
  ],
};

function runCorpus(direction: 'toUS' | 'toUK', corpus: Record<string, Case[]>) {
  describe(`${direction}`, () => {
    for (const [group, cases] of Object.entries(corpus)) {
      it.each(cases)(`${group}: %j`, (input, expected) => {
        expect(converter[direction](input)).toBe(expected);
      });
    }
  });
}

runCorpus('toUS', toUS);
runCorpus('toUK', toUK);

describe('whole texts', () => {
  const uk =
    'Our organisation must prioritise its behavioural analysis. The programme centres on colour, ' +
    'labour and defence; see https://example.com/organisation or mail strategy@organisation.co.uk.\n\n' +
    '## Organisational Design\n\nThe Labour Party\'s "favourite colour" is not our concern. ' +
    'We analysed the `colour` setting in theme.css.';
  const us =
    'Our organization must prioritize its behavioral analysis. The program centers on color, ' +
    'labor and defense; see https://example.com/organisation or mail strategy@organisation.co.uk.\n\n' +
    '## Organizational Design\n\nThe Labour Party\'s "favourite colour" is not our concern. ' +
    'We analyzed the `colour` setting in theme.css.';

  it('converts a UK paragraph with links, quotes, code and a heading to US', () => {
    expect(converter.convert(uk, 'USA')).toBe(us);
  });

  it('leaves text already in the target variant unchanged (idempotent)', () => {
    expect(converter.toUS(us)).toBe(us);
    const once = converter.toUK(uk);
    expect(converter.toUK(once)).toBe(once);
  });

  it('round-trips the regular -our, -ise and -re words', () => {
    const text = 'colour flavour honour organise realise recognise centre theatre fibre';
    expect(converter.toUK(converter.toUS(text))).toBe(text);
  });

  it('treats a title option as title case: capitals are style, not names', () => {
    expect(converter.toUS('Strategic Context and Organisational Behaviour')).toBe(
      'Strategic Context and Organisational Behaviour',
    );
    expect(converter.toUS('Strategic Context and Organisational Behaviour', { title: true })).toBe(
      'Strategic Context and Organizational Behavior',
    );
  });

  it('converts with convert(text, variant) in both directions', () => {
    expect(converter.convert('colour', 'USA')).toBe('color');
    expect(converter.convert('color', 'UK')).toBe('colour');
  });
});

describe('word lists', () => {
  it('are large (built on the dataset, not typed by hand) and carry no deny-listed word', () => {
    expect(spellingLists.toUS.size).toBeGreaterThan(1500);
    expect(spellingLists.toUK.size).toBeGreaterThan(1500);
    for (const word of ['program', 'check', 'tire', 'draft', 'meter', 'connection']) {
      expect(spellingLists.toUK.has(word)).toBe(false);
    }
    for (const word of ['tonne', 'disc', 'draughts', 'gauge'])
      expect(spellingLists.toUS.has(word)).toBe(false);
  });

  it('never map a word onto something the same direction would change again', () => {
    for (const map of [spellingLists.toUS, spellingLists.toUK]) {
      for (const target of map.values()) expect(map.has(target), target).toBe(false);
    }
  });
});

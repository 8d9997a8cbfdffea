// The word lists (loaded on demand): UK ↔ US pairs from american-british-english-translator (MIT),
// less the deny-list, plus the -isation / -ised … forms of each -ise/-ize pair the list has.
// The import attribute is what Node's ESM loader needs to read JSON (the gateway runs dist/); bundlers
// and vitest accept it as well.
import usToUkData from 'american-british-english-translator/data/american_spellings.json' with { type: 'json' };
import ukToUsData from 'american-british-english-translator/data/british_spellings.json' with { type: 'json' };
import { buildSpellingLists } from './build-lists.js';

export const spellingLists = buildSpellingLists(ukToUsData, usToUkData);

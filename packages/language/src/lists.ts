// The word lists (loaded on demand): UK ↔ US pairs from american-british-english-translator (MIT),
// less the deny-list, plus the -isation / -ised … forms of each -ise/-ize pair the list has.
import usToUkData from 'american-british-english-translator/data/american_spellings.json';
import ukToUsData from 'american-british-english-translator/data/british_spellings.json';
import { buildSpellingLists } from './build-lists.js';

export const spellingLists = buildSpellingLists(ukToUsData, usToUkData);

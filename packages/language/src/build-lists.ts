// Turns the raw pair lists into the two lookup maps the converter uses.
import { DATASET_CORRECTIONS, MEANING_DECIDES } from './deny-list.js';

export interface SpellingLists {
  /** UK spelling → US spelling, lower case. */
  toUS: ReadonlyMap<string, string>;
  /** US spelling → UK spelling, lower case. */
  toUK: ReadonlyMap<string, string>;
}

const WORD = /^[a-z]+$/;
const ISE_FORMS = ['ise', 'ised', 'ises', 'ising', 'iser', 'isers', 'isation', 'isations', 'isational'];

/** From an -ise/-ize pair (organise/organize), the other forms of the same verb the list lacks. */
function addIseForms(map: Map<string, string>, from: 'ise' | 'ize') {
  const to = from === 'ise' ? 'ize' : 'ise';
  for (const [word, target] of [...map]) {
    if (!word.endsWith(from) || target !== `${word.slice(0, -3)}${to}`) continue;
    const stem = word.slice(0, -3);
    for (const form of ISE_FORMS) {
      const source = `${stem}${from === 'ise' ? form : form.replace('is', 'iz')}`;
      const converted = `${stem}${from === 'ise' ? form.replace('is', 'iz') : form}`;
      if (!map.has(source)) map.set(source, converted);
    }
  }
}

function build(raw: Record<string, string>, skip: readonly string[], from: 'ise' | 'ize') {
  const skipped = new Set(skip);
  const map = new Map<string, string>();
  for (const [word, target] of Object.entries(raw)) {
    if (WORD.test(word) && WORD.test(target) && word !== target && !skipped.has(word)) map.set(word, target);
  }
  addIseForms(map, from);
  for (const word of skipped) map.delete(word);
  // A word that is also a target is a spelling of both variants: never change it (keeps conversion idempotent).
  const targets = new Set(map.values());
  for (const word of [...map.keys()]) if (targets.has(word)) map.delete(word);
  return map;
}

export function buildSpellingLists(
  ukToUs: Record<string, string>,
  usToUk: Record<string, string>,
): SpellingLists {
  return {
    toUS: build(ukToUs, [...MEANING_DECIDES.toUS, ...DATASET_CORRECTIONS.toUS], 'ise'),
    toUK: build(usToUk, [...MEANING_DECIDES.toUK, ...DATASET_CORRECTIONS.toUK], 'ize'),
  };
}

// UK ↔ US spelling on the gateway (spec §1): the converter of @thesis-studio/language, whose word lists
// are read once per process, by the first text that needs them.
import { spellingOf, type Language } from '@thesis-studio/domain';
import { loadSpellingConverter, type SpellingConverter } from '@thesis-studio/language';

/** The process's converter: every call answers the same one. */
export const spellingConverter = (): Promise<SpellingConverter> => loadSpellingConverter();

/**
 * Prose (sentences, paragraphs, Markdown) in `language`'s spelling, in the same order. Not for titles:
 * there a capitalised word is style, here it is a proper noun and is left as written.
 */
export async function convertProse(texts: readonly string[], language: Language): Promise<string[]> {
  const converter = await spellingConverter();
  return texts.map((text) => converter.convert(text, spellingOf(language)));
}

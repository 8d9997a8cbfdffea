// A thesis's reading derived in the browser (reading.ts says when): the Markdown package's rules, the
// reader's spelling from the word lists. A chunk of its own, loaded only then.
import { loadSpellingConverter, type SpellingVariant } from '@thesis-studio/language';
import { deriveReading, type ReadingSource, type ThesisReading } from '@thesis-studio/markdown';

/** `language` null: as written (a thesis not in English, issue 31), without the word lists. */
export async function deriveInBrowser(
  source: ReadingSource,
  language: SpellingVariant | null,
): Promise<ThesisReading> {
  if (language === null) return deriveReading(source);
  const converter = await loadSpellingConverter();
  return deriveReading(source, (text, context) => converter.convert(text, language, context));
}

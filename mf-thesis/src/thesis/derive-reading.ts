// A thesis's reading derived in the browser (reading.ts says when): the Markdown package's rules, the
// reader's spelling from the word lists. A chunk of its own, loaded only then.
import { loadSpellingConverter, type SpellingVariant } from '@thesis-studio/language';
import { deriveReading, type ReadingSource, type ThesisReading } from '@thesis-studio/markdown';

export async function deriveInBrowser(
  source: ReadingSource,
  language: SpellingVariant,
): Promise<ThesisReading> {
  const converter = await loadSpellingConverter();
  return deriveReading(source, (text, context) => converter.convert(text, language, context));
}

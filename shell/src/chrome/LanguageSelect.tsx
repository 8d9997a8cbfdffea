// The UK / USA dropdown of the headers (spec §2, §4): a native select, so the landing page stays light.
import { LANGUAGE_VARIANTS, parseLanguage, useLanguage } from '@thesis-studio/client/language';
import { useId } from 'react';

export function LanguageSelect() {
  const [variant, choose] = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        Language
      </label>
      <select
        id={id}
        value={variant}
        onChange={(event) => choose(parseLanguage(event.target.value))}
        className={
          'h-9 cursor-pointer rounded-md border border-input bg-background pl-2 pr-1 text-sm font-medium ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'
        }
      >
        {LANGUAGE_VARIANTS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

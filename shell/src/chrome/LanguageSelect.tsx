// The language dropdown of the headers (spec §2, §4; issue 31 item 5): UK, USA, DE as the spec's short
// labels, so the phone header keeps one line; each option's full name in its own language as its title.
// A native select, so the landing page stays light.
import { LANGUAGE_VARIANTS, parseLanguage, useLanguage } from '@thesis-studio/client/language';
import { useT } from '@thesis-studio/i18n';
import { useId } from 'react';

export function LanguageSelect() {
  const [variant, choose] = useLanguage();
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('shell.language.label')}
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
          <option key={option} value={option} title={t(`shell.language.${option}`)}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

// The language a thesis is written in (issue 31): a select of the supported languages by their own
// names, for the wizard (a new thesis) and the thesis page (whoever may edit it).
import {
  THESIS_LANGUAGES,
  THESIS_LANGUAGE_NATIVE_NAMES,
  isThesisLanguage,
  type ThesisLanguage,
} from '@thesis-studio/domain';
import { NativeSelect, cn } from '@thesis-studio/ui';
import { useId } from 'react';
import { useT } from '../i18n/thesis';

export function ThesisLanguageSelect({
  value,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  className,
}: {
  value: ThesisLanguage;
  onChange: (language: ThesisLanguage) => void;
  label?: string;
  /** The label for screen readers only (a compact select on a meta line). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={cn(hideLabel ? 'inline-flex items-center' : 'grid gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-foreground'}>
        {label ?? t('thesis.language.label')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        className={hideLabel ? 'h-8 py-1 text-sm' : undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isThesisLanguage(chosen) && chosen !== value) onChange(chosen);
        }}
      >
        {THESIS_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {THESIS_LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

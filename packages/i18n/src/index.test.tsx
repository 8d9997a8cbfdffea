import { languageStore } from '@thesis-studio/client/language';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor, T, translatorFor, useLocale, useT } from './index.js';

afterEach(() => languageStore.choose('UK'));

describe('translatorFor', () => {
  it('formats a message in each language', () => {
    expect(translatorFor('UK')('shell.language.label')).toBe('Language');
    expect(translatorFor('USA')('shell.language.label')).toBe('Language');
    expect(translatorFor('DE')('shell.language.label')).toBe('Sprache');
  });

  it('writes numbers by the language’s locale', () => {
    expect(intlFor('UK').formatNumber(1234.5)).toBe('1,234.5');
    expect(intlFor('DE').formatNumber(1234.5)).toBe('1.234,5');
    expect(intlFor('DE').locale).toBe('de-DE');
  });
});

describe('useT and T', () => {
  function Probe() {
    const t = useT();
    return (
      <p lang={useLocale()}>
        {t('shell.language.label')} <T id="shell.language.DE" />
      </p>
    );
  }

  it('render in the reader’s current language', () => {
    expect(renderToString(<Probe />)).toBe('<p lang="en-GB">Language<!-- --> <!-- -->Deutsch</p>');
    languageStore.choose('DE');
    expect(renderToString(<Probe />)).toBe('<p lang="de-DE">Sprache<!-- --> <!-- -->Deutsch</p>');
  });
});

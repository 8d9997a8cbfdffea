import { languageStore } from '@thesis-studio/client/language';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCatalogue, intlFor, T, translatorFor, useLocale, useT } from './index.js';

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

describe('defineCatalogue', () => {
  const remote = defineCatalogue({
    en: {
      'remote.cards.count':
        '{count, plural, one {# card} other {# cards}} for {spelling, select, USA {organizations} other {organisations}}',
      'remote.cards.link': 'Open <b>{name}</b>',
    },
    de: {
      'remote.cards.count': '{count, plural, one {# Karte} other {# Karten}} für Organisationen',
      'remote.cards.link': '<b>{name}</b> öffnen',
    },
  });

  function Probe() {
    const t = remote.useT();
    return (
      <p>
        {t('remote.cards.count', { count: 2 })}{' '}
        <remote.T id="remote.cards.link" values={{ name: 'Ada', b: (chunks) => <b>{chunks}</b> }} />
      </p>
    );
  }

  it('formats a remote’s own messages in the reader’s language, plurals and spelling included', () => {
    expect(remote.translatorFor('USA')('remote.cards.count', { count: 1 })).toBe('1 card for organizations');
    expect(remote.translatorFor('UK')('remote.cards.count', { count: 3 })).toBe('3 cards for organisations');
    expect(renderToString(<Probe />)).toBe(
      '<p>2 cards for organisations<!-- --> <!-- -->Open <b>Ada</b></p>',
    );
    languageStore.choose('DE');
    expect(renderToString(<Probe />)).toBe('<p>2 Karten für Organisationen<!-- --> <b>Ada</b> öffnen</p>');
  });
});

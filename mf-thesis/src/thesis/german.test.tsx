// @vitest-environment happy-dom
// The thesis page and its history in German (issue 31 item 5): the reader's language chosen as the
// header does, the page's own words come from the thesis catalogue's German; the thesis's texts stay
// as written. Plural rules follow the locale (the queue's lines).
import type { ApolloLink } from '@apollo/client';
import { languageStore } from '@thesis-studio/client/language';
import { renderRoutes, scriptedClient } from '@thesis-studio/client/scripted-client';
import { Toaster } from '@thesis-studio/ui';
import { mount, settle as settleEvery } from '@thesis-studio/ui/test-dom';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryDialog } from '../history/HistoryDialog';
import { translatorFor } from '../i18n/thesis';
import { OWNER_THESIS, withReading } from '../testing/thesis';
import { aboutIn, queuedLabel, startEstimate } from './queue';
import { ThesisPage } from './ThesisPage';

const THESIS = {
  ...OWNER_THESIS,
  content: '## Organisational Context\nThe organisation must prioritise its analysis.',
};

/** The thesis with its reading (as written: the gateway's answer for a German reader). */
const withGermanReading = (thesis: typeof THESIS) => withReading(thesis, 'DE');

let root: Root;
let container: HTMLElement;

/** Renders `element` over a link answering the named operations; the rest stay open and silent. */
function render(element: React.ReactNode, answers: Record<string, unknown>) {
  const client = scriptedClient((operation, observer) => {
    const data = answers[operation.operationName ?? ''];
    if (data === undefined) return;
    observer.next({ data } as ApolloLink.Result);
    observer.complete();
  });
  renderRoutes(root, client, '/theses/regional-growth', { '/theses/:slug': element }, <Toaster />);
}

const page = () => document.body.textContent ?? '';
const settle = <T,>(check: () => T, timeoutMs = 10_000) => settleEvery(check, timeoutMs, 20);
/** The last button by that name (a dialog's comes after the page's). */
const button = (name: string) =>
  [...document.querySelectorAll('button')].findLast(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );

beforeEach(() => {
  languageStore.choose('DE');
  ({ root, container } = mount());
});
afterEach(() => languageStore.choose('UK'));

describe('the thesis page in German', { timeout: 20_000 }, () => {
  it('shows its header, heading, research again and share box in German, the thesis as written', async () => {
    render(<ThesisPage />, { ThesisPage: { thesis: withGermanReading(THESIS) } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(page()).toContain('Zurück zum Dashboard');
    expect(page()).toContain('Zentrale Fragestellung');
    expect(page()).toContain(THESIS.intellectualChallenge);
    expect(button('Titel bearbeiten')).toBeDefined();
    expect(button('Erneut recherchieren')).toBeDefined();
    expect(page()).toContain('Quellen hinzugefügt oder den Plan geändert?');
    expect(container.querySelector('#share-heading')?.textContent).toBe('Freigabelink');
    expect(button('Recherche befragen')).toBeDefined();
    expect(container.querySelector('header')?.getAttribute('aria-label')).toBe('Aktionen zur These');
    expect(page()).not.toContain('Back to Dashboard');
    expect(page()).not.toContain('Central question');
  });

  it('a draft without content says research has not started, with Start Research in German', async () => {
    render(<ThesisPage />, {
      ThesisPage: { thesis: withGermanReading({ ...THESIS, status: 'draft', content: '' }) },
    });
    await settle(() => expect(page()).toContain('Die Recherche hat noch nicht begonnen.'));
    expect(button('Recherche starten')).toBeDefined();
  });

  it('says Thesis Not Found in German', async () => {
    render(<ThesisPage />, { ThesisPage: { thesis: null } });
    await settle(() => expect(page()).toContain('These nicht gefunden'));
  });
});

describe('the version history in German', { timeout: 15_000 }, () => {
  it('lists the versions and restores one behind a German confirmation', async () => {
    const restored = { ...THESIS, __typename: 'Thesis', version: 5 };
    const {
      project: _p,
      shareUrl: _s,
      hiddenSections: _h,
      viewerCanEdit: _v,
      language: _l,
      ...fields
    } = restored;
    render(
      <HistoryDialog
        thesisId={THESIS.id}
        open
        expectedVersion={3}
        onOpenChange={vi.fn()}
        onRestored={vi.fn()}
      />,
      {
        ThesisHistory: {
          thesisHistory: [
            {
              __typename: 'ThesisRevision',
              id: 'r1',
              version: 1,
              createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
              authorName: 'olivia',
              change: 'Title changed',
            },
          ],
        },
        RestoreThesisRevision: { restoreThesisRevision: fields },
      },
    );
    await settle(() => expect(page()).toContain('Versionsverlauf'));
    await settle(() => expect(page()).toContain('olivia · Version 1'));
    expect(page()).toContain('vor 3 Tagen');
    act(() => button('Version 1 wiederherstellen')!.click());
    await settle(() => expect(page()).toContain('Version 1 wiederherstellen?'));
    act(() => button('Wiederherstellen')!.click());
    await settle(() => expect(page()).toContain('Version wiederhergestellt'));
    expect(page()).toContain('Version 1 ist wieder der aktuelle Text.');
  });
});

describe('a waiting research run in German', () => {
  it('counts the runs ahead and the time by German plural rules', () => {
    const de = translatorFor('DE');
    expect(queuedLabel(1, de)).toBe('In der Warteschlange – als Nächstes an der Reihe');
    expect(queuedLabel(2, de)).toBe('In der Warteschlange – 1 Lauf davor');
    expect(queuedLabel(4, de)).toBe('In der Warteschlange – 3 Läufe davor');
    expect(aboutIn(1, de)).toBe('1 Sekunde');
    expect(aboutIn(3_900, de)).toBe('etwa 1 Stunde 5 Minuten');
    expect(startEstimate(61, de)).toBe('Der Lauf sollte in etwa 2 Minuten beginnen.');
  });
});

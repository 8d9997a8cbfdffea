// @vitest-environment happy-dom
// The Sources panel for a German reader (issue 31 item 5): its heading, counts, sizes and statuses in
// German with German numbers, the picker's buttons and the removal's confirmation; back in English when
// the reader switches.
import { languageStore } from '@thesis-studio/client/language';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SourceLibrary } from './SourceLibrary';
import type { SourceItem } from './sources';
import { render, settle, stubResizeObserver, unmountAll } from '@thesis-studio/ui/test-dom';

beforeAll(stubResizeObserver);

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
  languageStore.choose('UK');
});

const today = new Date().toISOString();
const SOURCES: SourceItem[] = [
  {
    id: 's1',
    title: 'Quarterly report 2026',
    kind: 'pdf',
    fileName: 'q-report.pdf',
    size: 2_516_582,
    pages: 12,
    words: 5230,
    status: 'ready',
    addedBy: { id: 'u1', name: 'Olivia' },
    createdAt: today,
  },
  {
    id: 's2',
    title: 'Interview notes',
    kind: 'text',
    size: 820,
    words: 0,
    status: 'processing',
    addedBy: null,
    createdAt: today,
  },
  {
    id: 's3',
    title: 'Scanned contract',
    kind: 'pdf',
    size: 900_000,
    words: 0,
    status: 'failed',
    addedBy: { id: 'u1', name: 'Olivia' },
    createdAt: today,
  },
  {
    id: 's4',
    title: 'Regional retail survey',
    kind: 'web',
    size: 30_000,
    sections: 4,
    words: 1200,
    status: 'ready',
    url: 'https://survey.example/findings',
    site: 'survey.example',
    addedBy: null,
    createdAt: today,
  },
];

function library() {
  const { container } = render(
    <SourceLibrary
      sources={SOURCES}
      uploading={[{ key: 'u1', name: 'board-pack.pdf' }]}
      problems={[{ key: 'p1', name: 'tool.exe', message: 'Dateityp nicht unterstützt.' }]}
      onFiles={vi.fn()}
      onPaste={vi.fn(() => Promise.resolve(true))}
      onRemove={vi.fn(() => Promise.resolve())}
      onDismissProblem={vi.fn()}
    />,
  );
  return container;
}

const rows = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-testid="source-row"]'),
];

describe('the Sources panel in German', () => {
  it('speaks German, with German numbers and sizes, and English again once the reader switches', async () => {
    languageStore.choose('DE');
    const container = library();
    expect(container.querySelector('#sources-heading')!.textContent).toBe('Quellen');
    expect(container.querySelector('[data-testid="sources-summary"]')!.textContent).toBe(
      '4 Quellen · 6.430 Wörter · 1 in Verarbeitung',
    );
    const [report, notes, scan, web] = rows(container);
    expect(report!.textContent).toContain('PDF · 2,4 MB · 12 Seiten · 5.230 Wörter');
    expect(report!.textContent).toContain('Bereit');
    expect(report!.textContent).toContain('Hinzugefügt von Olivia');
    expect(report!.querySelector('button')!.getAttribute('aria-label')).toBe(
      'Quelle Quarterly report 2026 entfernen',
    );
    expect(notes!.textContent).toContain('Eingefügter Text · 820 Byte');
    expect(notes!.textContent).toContain('Wird verarbeitet');
    expect(notes!.textContent).toContain('Von Ihnen hinzugefügt');
    expect(scan!.textContent).toContain('Fehlgeschlagen');
    expect(scan!.textContent).toContain('Diese Quelle konnte nicht gelesen werden.');
    expect(web!.textContent).toContain('Webseite · 29 KB · 4 Abschnitte · 1.200 Wörter');
    expect(web!.textContent).toContain('Von der Recherche gefunden');
    expect(web!.textContent).toContain('(öffnet in einem neuen Tab)');
    expect(container.textContent).toContain('Wird hochgeladen …');
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'tool.exe wurde nicht hinzugefügt: Dateityp nicht unterstützt.',
    );
    // The picker arrives on its own: its buttons and limits in German too.
    await settle(() => expect(container.textContent).toContain('Dateien auswählen'));
    expect(container.textContent).toContain('Text einfügen');
    expect(container.textContent).toContain('bis zu 20 MB je Datei, 50 Quellen je These');

    act(() => languageStore.choose('UK'));
    expect(container.querySelector('[data-testid="sources-summary"]')!.textContent).toBe(
      '4 sources · 6,430 words · 1 processing',
    );
    expect(rows(container)[0]!.textContent).toContain('PDF · 2.4 MB · 12 pages · 5,230 words');
    expect(container.textContent).toContain('Choose files');
  });
});

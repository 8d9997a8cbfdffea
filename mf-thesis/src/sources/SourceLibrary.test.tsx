// @vitest-environment happy-dom
// The Sources panel as the owner meets it: each source's facts and status (processing, ready, failed with
// its reason), who added it and when, a web page's site and address; files chosen or dropped, pasted text
// with a title, removal behind a confirmation; over the API: uploads as multipart with the server's
// refusal shown, and the library polled while a source is processing.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactElement } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageStore } from '@thesis-studio/client/language';
import { SourceLibrary, type SourceLibraryProps } from './SourceLibrary';
import { SourcesPanel } from './SourcesPanel';
import { formatBytes, sourceFacts, type SourceItem } from './sources';
import {
  render as renderInto,
  settle as settleEvery,
  stubResizeObserver,
  type as typeInto,
  unmountAll,
} from '@thesis-studio/ui/test-dom';

beforeAll(stubResizeObserver);

let container: HTMLElement;
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(element: ReactElement) {
  ({ container } = renderInto(element));
  return container;
}

const byName = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
const click = (element: Element | undefined) => {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
};
const settle = (check: () => void, timeoutMs = 8_000) => settleEvery(check, timeoutMs, 25);

const today = new Date().toISOString();
const SOURCES: SourceItem[] = [
  {
    id: 's1',
    title: 'Quarterly report 2026',
    kind: 'pdf',
    fileName: 'q-report.pdf',
    size: 2_516_582,
    pages: 12,
    sections: null,
    words: 5230,
    status: 'ready',
    addedBy: { id: 'u1', name: 'Olivia' },
    createdAt: today,
  },
  {
    id: 's2',
    title: 'Interview notes',
    kind: 'docx',
    size: 48_000,
    words: 0,
    status: 'processing',
    addedBy: { id: 'u1', name: 'Olivia' },
    createdAt: today,
  },
  {
    id: 's3',
    title: 'Scanned contract',
    kind: 'pdf',
    size: 900_000,
    words: 0,
    status: 'failed',
    failureReason: 'This PDF has no text layer (a scan?): add a text version.',
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

function library(overrides: Partial<SourceLibraryProps> = {}) {
  const props: SourceLibraryProps = {
    sources: SOURCES,
    uploading: [],
    problems: [],
    onFiles: vi.fn(),
    onPaste: vi.fn(() => Promise.resolve(true)),
    onRemove: vi.fn(() => Promise.resolve()),
    onDismissProblem: vi.fn(),
    ...overrides,
  };
  render(<SourceLibrary {...props} />);
  return props;
}

const rows = () => [...container.querySelectorAll<HTMLElement>('[data-testid="source-row"]')];

describe('SourceLibrary', () => {
  it('lists each source with its facts, status, who added it and when', () => {
    library();
    expect(container.querySelector('[data-testid="sources-summary"]')!.textContent).toBe(
      '4 sources · 6,430 words · 1 processing',
    );
    const [report, notes, scan, web] = rows();
    expect(report!.textContent).toContain('Quarterly report 2026');
    expect(report!.textContent).toContain('PDF · 2.4 MB · 12 pages · 5,230 words');
    expect(report!.textContent).toContain('Ready');
    expect(report!.textContent).toContain('Added by Olivia · Today');
    // Processing: a spinner and no counts yet.
    expect(notes!.getAttribute('aria-busy')).toBe('true');
    expect(notes!.textContent).toContain('Processing');
    expect(notes!.querySelector('.animate-spin')).not.toBeNull();
    expect(notes!.textContent).toContain('DOCX · 47 KB');
    expect(notes!.textContent).not.toContain('words');
    // Failed: the reason a person can act on.
    expect(scan!.getAttribute('data-status')).toBe('failed');
    expect(scan!.textContent).toContain('This PDF has no text layer (a scan?): add a text version.');
    // A web page: its site and address, found by research.
    expect(web!.textContent).toContain('survey.example');
    const link = web!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://survey.example/findings');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(web!.textContent).toContain('Found by research');
  });

  it('takes files from the picker and from a drop, and states what is accepted', async () => {
    const props = library({ sources: [] });
    expect(container.textContent).toContain('No sources yet.');
    // The picker is a chunk of its own, fetched when the library is shown.
    await settle(() => expect(container.querySelector('[data-testid="source-drop"]')).not.toBeNull());
    expect(container.textContent).toContain('PDF, DOCX, Markdown, plain text or HTML · up to 20 MB a file');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.md', '.txt', '.html', 'application/pdf']),
    );
    expect(input.multiple).toBe(true);
    const file = new File(['Fact: the pilot saved 41 hours a week.'], 'facts.md', { type: 'text/markdown' });
    act(() => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(props.onFiles).toHaveBeenCalledWith([file]);

    const drop = container.querySelector('[data-testid="source-drop"]')!;
    const dropped = new File(['x'], 'notes.txt', { type: 'text/plain' });
    act(() => {
      const event = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { files: [dropped], types: ['Files'] } });
      drop.dispatchEvent(event);
    });
    expect(props.onFiles).toHaveBeenLastCalledWith([dropped]);
  });

  it('adds pasted text with a title, and says what is missing first', async () => {
    const props = library();
    await settle(() => expect(byName('Paste text')).toBeDefined());
    click(byName('Paste text'));
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Paste text as a source');
    click(byName('Add source', dialog));
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Give the text a title.');
    expect(props.onPaste).not.toHaveBeenCalled();
    const [title] = [...dialog.querySelectorAll('input')];
    typeInto(title!, '  Interview notes ');
    typeInto(
      dialog.querySelector('textarea')!,
      'The northern region lost 12 analysts to the central team in 2025.',
    );
    click(byName('Add source', dialog));
    await settle(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(props.onPaste).toHaveBeenCalledWith({
      title: 'Interview notes',
      text: 'The northern region lost 12 analysts to the central team in 2025.',
    });
  });

  it('removes a source only after the confirmation', () => {
    const props = library();
    click(byName('Remove source Interview notes'));
    const confirm = document.querySelector('[role="alertdialog"]')!;
    expect(confirm.textContent).toContain('Remove “Interview notes”?');
    click(byName('Cancel', confirm));
    expect(props.onRemove).not.toHaveBeenCalled();
    click(byName('Remove source Interview notes'));
    click(byName('Remove source', document.querySelector('[role="alertdialog"]')!));
    expect(props.onRemove).toHaveBeenCalledWith(SOURCES[1]);
  });

  it('shows uploads on their way and the server’s refusal, and unfolds for them', () => {
    const props = library({
      sources: SOURCES.slice(0, 1),
      defaultOpen: false,
      uploading: [{ key: 'u1', name: 'board-pack.pdf' }],
      problems: [{ key: 'u0', name: 'huge.pdf', message: 'Files are limited to 20 MB.' }],
    });
    expect(container.querySelector('[id][hidden]')).toBeNull();
    expect(container.textContent).toContain('board-pack.pdfUploading…');
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('huge.pdf was not added: Files are limited to 20 MB.');
    click(byName('Dismiss the message about huge.pdf'));
    expect(props.onDismissProblem).toHaveBeenCalledWith('u0');
  });

  it('starts folded when asked, and Show unfolds it, the picker fetched then', async () => {
    library({ defaultOpen: false });
    const toggle = byName('Show')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      container
        .querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!
        .hasAttribute('hidden'),
    ).toBe(true);
    expect(container.querySelector('[data-testid="source-drop"]')).toBeNull();
    click(toggle);
    expect(byName('Hide')!.getAttribute('aria-expanded')).toBe('true');
    await settle(() => expect(container.querySelector('[data-testid="source-drop"]')).not.toBeNull());
  });
});

describe('sources facts', () => {
  it('reads sizes and contents the way people say them', () => {
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(14_500)).toBe('14 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(sourceFacts({ ...SOURCES[3]!, kind: 'markdown', url: null })).toBe(
      'Markdown · 29 KB · 4 sections · 1,200 words',
    );
  });
});

describe('SourcesPanel over the API', () => {
  const THESIS_ID = '665f1c2a9b1e8a0012345678';
  const gqlSource = (status: 'processing' | 'ready') => ({
    __typename: 'Source',
    ...SOURCES[1]!,
    thesisId: THESIS_ID,
    fileName: 'notes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    pages: null,
    sections: status === 'ready' ? 3 : null,
    words: status === 'ready' ? 800 : 0,
    passages: status === 'ready' ? 4 : 0,
    status,
    failureReason: null,
    url: null,
    site: null,
    fetchedAt: null,
    addedBy: { __typename: 'SourceAuthor', id: 'u1', name: 'Olivia' },
    updatedAt: today,
  });

  function panel(answers: Array<'processing' | 'ready'>) {
    let calls = 0;
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          const status = answers[Math.min(calls, answers.length - 1)]!;
          calls += 1;
          observer.next({
            data: { thesis: { __typename: 'Thesis', id: THESIS_ID, sources: [gqlSource(status)] } },
          });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    render(
      <ApolloProvider client={client}>
        <SourcesPanel thesisId={THESIS_ID} />
      </ApolloProvider>,
    );
    return { calls: () => calls };
  }

  it('reads the library again while a source is processing, and stops once it is ready', async () => {
    const reads = panel(['processing', 'processing', 'ready']);
    await settle(() => expect(rows()[0]?.getAttribute('data-status')).toBe('processing'));
    await settle(() => expect(rows()[0]?.getAttribute('data-status')).toBe('ready'), 10_000);
    expect(rows()[0]!.textContent).toContain('DOCX · 47 KB · 3 sections · 800 words');
    const after = reads.calls();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(reads.calls()).toBe(after);
  }, 20_000);

  it('uploads a file as multipart and shows the server’s message when it is refused', async () => {
    const fetch = vi.fn((_request: Request) =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'This file is 31 MB; files are limited to 20 MB.' }), {
          status: 413,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    panel(['ready']);
    await settle(() => expect(rows()).toHaveLength(1));
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' });
    act(() => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        'big.pdf was not added: This file is 31 MB; files are limited to 20 MB.',
      ),
    );
    const [request] = fetch.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe(`/api/theses/${THESIS_ID}/sources`);
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    const form = await request.formData();
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('big.pdf');
  });
});

describe('SourceLibrary for a German reader (issue 31 item 5)', () => {
  afterEach(() => languageStore.choose('UK'));

  it('speaks German, with German numbers and sizes, and English again once the reader switches', async () => {
    languageStore.choose('DE');
    library({
      sources: [...SOURCES, { ...SOURCES[1]!, id: 's5', kind: 'text', size: 820, addedBy: null }],
      uploading: [{ key: 'u1', name: 'board-pack.pdf' }],
      problems: [{ key: 'p1', name: 'tool.exe', message: 'Dateityp nicht unterstützt.' }],
    });
    expect(container.querySelector('#sources-heading')!.textContent).toBe('Quellen');
    expect(container.querySelector('[data-testid="sources-summary"]')!.textContent).toBe(
      '5 Quellen · 6.430 Wörter · 2 in Verarbeitung',
    );
    const [report, notes, scan, web, pasted] = rows();
    expect(report!.textContent).toContain('PDF · 2,4 MB · 12 Seiten · 5.230 Wörter');
    expect(report!.textContent).toContain('Bereit');
    expect(report!.textContent).toContain('Hinzugefügt von Olivia');
    expect(byName('Quelle Quarterly report 2026 entfernen', report)).toBeDefined();
    expect(notes!.textContent).toContain('DOCX · 47 KB');
    expect(notes!.textContent).toContain('Wird verarbeitet');
    expect(scan!.textContent).toContain('Fehlgeschlagen');
    expect(web!.textContent).toContain('Webseite · 29 KB · 4 Abschnitte · 1.200 Wörter');
    expect(web!.textContent).toContain('Von der Recherche gefunden');
    expect(web!.textContent).toContain('(öffnet in einem neuen Tab)');
    expect(pasted!.textContent).toContain('Eingefügter Text · 820 Byte');
    expect(pasted!.textContent).toContain('Von Ihnen hinzugefügt');
    expect(container.textContent).toContain('Wird hochgeladen …');
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'tool.exe wurde nicht hinzugefügt: Dateityp nicht unterstützt.',
    );
    // The picker arrives on its own: its buttons and limits in German too.
    await settle(() => expect(container.textContent).toContain('Dateien auswählen'));
    expect(container.textContent).toContain('bis zu 20 MB je Datei, 50 Quellen je These');
    click(byName('Quelle Quarterly report 2026 entfernen'));
    expect(document.body.textContent).toContain('„Quarterly report 2026“ entfernen?');
    expect(byName('Abbrechen', document.querySelector('[role="alertdialog"]') ?? document)).toBeDefined();
    click(byName('Abbrechen'));

    act(() => languageStore.choose('UK'));
    expect(container.querySelector('[data-testid="sources-summary"]')!.textContent).toBe(
      '5 sources · 6,430 words · 2 processing',
    );
    expect(rows()[0]!.textContent).toContain('PDF · 2.4 MB · 12 pages · 5,230 words');
    expect(container.textContent).toContain('Choose files');
  });
});

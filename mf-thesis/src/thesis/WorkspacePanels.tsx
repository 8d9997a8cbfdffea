// Two boxes of the thesis page that need nothing but an address or an id: the shareable link and
// the Query Research chat beside the article.
import { CopyLinkBox } from '@thesis-studio/thesis-view/no-parser';
import { ThesisChat } from '../chat/ThesisChat';

export function ShareLinkSection({ url }: { url: string }) {
  return (
    <section
      aria-labelledby="share-heading"
      className="mt-10 rounded-lg border border-border bg-muted/30 p-5"
    >
      <h2 id="share-heading" className="text-base font-semibold">
        Shareable link
      </h2>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">
        Anyone with this link can read the thesis, listen to it and ask the AI about it.
      </p>
      <CopyLinkBox url={url} />
    </section>
  );
}

export function QueryResearchPanel({ thesisId }: { thesisId: string }) {
  return (
    <aside
      id="query-research-panel"
      aria-labelledby="query-research-heading"
      className="min-w-0 self-start lg:sticky lg:top-6"
    >
      <div className="rounded-xl border border-border bg-background shadow-sm">
        <div className="border-b border-border px-4 py-3">
          <h2 id="query-research-heading" className="text-base font-semibold">
            Query Research
          </h2>
          <p className="text-xs text-muted-foreground">Ask the AI about this thesis.</p>
        </div>
        <div className="p-3">
          <ThesisChat thesisId={thesisId} heightClass="h-[22rem] min-h-[300px] max-h-[400px]" />
        </div>
      </div>
    </aside>
  );
}

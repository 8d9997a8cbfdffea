// Two boxes of the thesis page that need nothing but an address or an id: the shareable link and
// the Query Research chat beside the article.
import { CopyLinkBox } from '@thesis-studio/thesis-view/no-parser';
import { ThesisChat } from '../chat/ThesisChat';
import { useT } from '../i18n/thesis';

export function ShareLinkSection({ url }: { url: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="share-heading"
      className="mt-10 rounded-lg border border-border bg-muted/30 p-5"
    >
      <h2 id="share-heading" className="text-base font-semibold">
        {t('thesis.share.heading')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">{t('thesis.share.text')}</p>
      <CopyLinkBox url={url} />
    </section>
  );
}

export function QueryResearchPanel({ thesisId }: { thesisId: string }) {
  const t = useT();
  return (
    <aside
      id="query-research-panel"
      aria-labelledby="query-research-heading"
      className="min-w-0 self-start lg:sticky lg:top-6"
    >
      <div className="rounded-xl border border-border bg-background shadow-sm">
        <div className="border-b border-border px-4 py-3">
          <h2 id="query-research-heading" className="text-base font-semibold">
            {t('thesis.queryResearch.heading')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('thesis.queryResearch.text')}</p>
        </div>
        <div className="p-3">
          <ThesisChat thesisId={thesisId} heightClass="h-[22rem] min-h-[300px] max-h-[400px]" />
        </div>
      </div>
    </aside>
  );
}

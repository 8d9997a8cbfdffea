// The loaded thesis page: composes the header, heading, research area (Start Research through the plan
// dialog), the Sources panel, cue cards, share box, readers' questions, the citation summary, the editable
// article with its citations and the Query Research panel, and owns the page's editing modes.
import { useLanguage, type LanguageVariant } from '@thesis-studio/client';
import { thesisLanguageOf } from '@thesis-studio/domain';
import { copyText, CueCardCarousel } from '@thesis-studio/thesis-view/no-parser';
import { cn, toast } from '@thesis-studio/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionComments } from '../comments/SectionComments';
import { exportUrl } from '../history/export';
import { SourcesPanel } from '../sources/SourcesPanel';
import { ArticleEditor } from './ArticleEditor';
import { useT, type ThesisTranslate } from '../i18n/thesis';
import { editCardText, thesisUpdated } from './card-edit';
import { lazyDialog } from './lazy-dialog';
import { usePageReading } from './reading';
import { ReaderQuestions } from './ReaderQuestions';
import { lazyPart } from './lazy-part';
import { REVIEW_PLAN } from './plan';
import { ResearchAgain } from './ResearchAgain';
import { researchArea, shareLink, type ThesisStatus } from './rules';
import { speakIn } from './speak';
import type { Thesis } from './thesis';
import { CitationsOverview, useThesisCitations } from './ThesisCitations';
import { ThesisUnsupportedClaims } from './UnsupportedClaims';
import { Frame } from './ThesisFrame';
import { ThesisHeader } from './ThesisHeader';
import { ThesisHeading } from './ThesisHeading';
import { useKeyInsights } from './useKeyInsights';
import { useSaveToggle, useSectionVisibility, useShareLinkControls } from './useOwnerControls';
import { useResearch } from './useResearch';
import { useResearchStart } from './useResearchStart';
import { useThesisUpdate } from './useThesisUpdate';
import { DraftContext } from './live/draft';
import { TogetherBar, TogetherMerge, useWorkingTogether } from './live/together';
import { QueryResearchPanel, ShareLinkSection } from './WorkspacePanels';

// A researched thesis shows neither: they load when a draft, a run or a failure shows them.
const ResearchProgressPanel = lazyPart(() => import('./ResearchPanel').then((m) => m.ResearchProgressPanel));
const ResearchPrompt = lazyPart(() => import('./ResearchPanel').then((m) => m.ResearchPrompt));
const ResearchPlanDialog = lazyDialog(() => import('./ResearchPlanDialog').then((m) => m.ResearchPlanDialog));
const HistoryDialog = lazyDialog(() => import('../history/HistoryDialog').then((m) => m.HistoryDialog));

const [REVIEW_PARAM, REVIEW_VALUE] = REVIEW_PLAN.split('=') as [string, string];

/** A change of language saves whatever version is current (it touches no text). */
const languageUpdated = (t: ThesisTranslate) => ({
  success: { title: t('thesis.workspace.languageUpdated') },
  failure: t('thesis.workspace.languageFailed'),
});

/**
 * The thesis's language (issue 31) and what follows it: the page's `lang` (over the reader's variant),
 * key insights written in it, cards read aloud in it.
 */
function useInLanguage(thesis: Thesis, variant: LanguageVariant, insightsWanted: boolean) {
  const language = thesisLanguageOf(thesis.language);
  const insights = useKeyInsights(thesis.content, variant, insightsWanted, language);
  const speak = useMemo(() => speakIn(language), [language]);
  return { language, insights, speak };
}

const titleUpdated = (t: ThesisTranslate) => ({
  success: { title: t('thesis.workspace.titleUpdated') },
  failure: t('thesis.workspace.titleFailed'),
});

const questionUpdated = (t: ThesisTranslate) => ({
  success: { title: t('thesis.workspace.questionUpdated') },
  failure: t('thesis.workspace.questionFailed'),
});

/** Share: the link copied, or (no clipboard) shown to copy by hand. */
const shareLinkCopied = (url: string, t: ThesisTranslate) =>
  void copyText(url).then((copied) =>
    toast(
      copied
        ? { title: t('thesis.workspace.linkCopied'), description: t('thesis.workspace.linkCopiedText') }
        : { variant: 'destructive', title: t('thesis.workspace.copyFailed'), description: url },
    ),
  );

type Editing = { kind: 'title' } | { kind: 'question' } | { kind: 'block'; index: number } | null;

export function ThesisWorkspace({ thesis, reload }: { thesis: Thesis; reload: () => Promise<Thesis> }) {
  const [variant] = useLanguage();
  const t = useT();
  const status = thesis.status as ThesisStatus;
  const hasContent = thesis.content.trim() !== '';
  const [chatOpen, setChatOpen] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetKey, setResetKey] = useState(0);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewAsked = searchParams.get(REVIEW_PARAM) === REVIEW_VALUE;
  // 'Begin AI Research' in the wizard lands here to review the plan: it opens at once (whoever may
  // start research, no run going), and the address forgets it (a reload does not reopen it).
  const [planOpen, setPlanOpen] = useState(
    () => reviewAsked && thesis.viewerCanEdit && status !== 'researching',
  );
  useEffect(() => {
    if (!reviewAsked) return;
    setSearchParams(
      (params) => {
        params.delete(REVIEW_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [reviewAsked, setSearchParams]);
  // Working together (issue 29): presence, others' changes, compare-and-merge after a refused edit.
  const together = useWorkingTogether(thesis.id);
  const update = useThesisUpdate(thesis.id, together.setConflict);
  const research = useResearch({ id: thesis.id, status, content: thesis.content }, reload);
  // Title, question, cards and article in the reader's spelling (a card's source stays as stored); the
  // key insights are asked for in it.
  const reading = usePageReading(thesis, variant);
  const cards = reading?.cueCards ?? [];
  const { language, insights, speak } = useInLanguage(thesis, variant, status !== 'researching');
  const { start, starting } = useResearchStart(thesis.id, status, reload, () => {
    setEditing(null);
    setResetKey((key) => key + 1);
  });
  const shareControls = useShareLinkControls(thesis.id);
  const visibility = useSectionVisibility(thesis.id, thesis.hiddenSections);
  const save = useSaveToggle(thesis);
  const cited = useThesisCitations(thesis.id, thesis.version, hasContent && status !== 'researching');

  const reloadVersion = async () => (await reload()).version;

  // A server render (app-pages.ts on the gateway) has no window: the link is only copied in the browser.
  const url = shareLink(typeof window === 'undefined' ? '' : window.location.origin, thesis.shareUrl);
  const area = researchArea(status, hasContent, research.run?.failureReason, t);

  return (
    <DraftContext value={together.draft}>
      <Frame wide>
        <ThesisHeader
          hasShareLink={url !== ''}
          onShare={() => shareLinkCopied(url, t)}
          save={save}
          chatOpen={chatOpen}
          onToggleChat={() => setChatOpen((open) => !open)}
          onOpenHistory={() => setHistoryOpen(true)}
          exportHref={(format) => exportUrl(thesis.id, format)}
          onRenewLink={() => void shareControls.renew()}
          onRevokeLink={() => void shareControls.revoke()}
        />
        <TogetherBar together={together} editing={editing !== null} />
        <div
          className={cn(
            'mt-5 grid gap-10 sm:mt-8',
            chatOpen && 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]',
          )}
        >
          <div lang={language} className={cn('min-w-0', !chatOpen && 'mx-auto w-full max-w-3xl')}>
            <ThesisHeading
              thesis={thesis}
              reading={reading}
              editing={editing?.kind === 'title' || editing?.kind === 'question' ? editing.kind : null}
              onEdit={(kind) => setEditing({ kind })}
              onClose={() => setEditing(null)}
              saveTitle={(title, version) => update({ title }, version, titleUpdated(t))}
              saveQuestion={(intellectualChallenge, version) =>
                update({ intellectualChallenge }, version, questionUpdated(t))
              }
              reload={reloadVersion}
              saveLanguage={(next) => update({ language: next }, null, languageUpdated(t))}
            />

            {area.kind === 'progress' ? (
              <ResearchProgressPanel run={research.run} percent={research.percent} />
            ) : area.kind !== 'none' ? (
              <ResearchPrompt area={area} starting={starting} onStart={() => setPlanOpen(true)} />
            ) : null}

            <SourcesPanel
              thesisId={thesis.id}
              refreshKey={status}
              defaultOpen={!hasContent || status !== 'complete'}
              className="mt-8"
            />

            {area.kind === 'none' && thesis.viewerCanEdit ? (
              <ResearchAgain starting={starting} onStart={() => setPlanOpen(true)} className="mt-4" />
            ) : null}

            {hasContent && cards.length > 0 ? (
              <CueCardCarousel
                key={resetKey}
                cards={cards}
                keyInsights={insights}
                onEditCard={(card, text) => editCardText(card, text, thesis, update, t)}
                speak={speak}
                className="mt-10"
              />
            ) : null}

            {url ? <ShareLinkSection url={url} /> : null}

            <ReaderQuestions thesisId={thesis.id} />

            {hasContent && status !== 'researching' ? (
              <CitationsOverview
                citations={cited.citations}
                grounding={research.run?.status === 'complete' ? research.run.grounding : null}
                className="mt-10 max-w-[70ch]"
              />
            ) : null}

            <ThesisUnsupportedClaims
              thesisId={thesis.id}
              version={thesis.version}
              wanted={hasContent && status !== 'researching'}
              className="mt-6 max-w-[70ch]"
            />

            {hasContent ? (
              <ArticleEditor
                key={`article-${resetKey}`}
                thesis={thesis}
                reading={reading}
                editingIndex={editing?.kind === 'block' ? editing.index : null}
                onEdit={(index) => setEditing({ kind: 'block', index })}
                onClose={() => setEditing(null)}
                save={(content, version) => update({ content }, version, thesisUpdated(t))}

                reload={reload}
                visibility={visibility}
                citations={cited.citations}
              />
            ) : null}

            {hasContent ? <SectionComments thesisId={thesis.id} /> : null}
          </div>

          {chatOpen ? <QueryResearchPanel thesisId={thesis.id} /> : null}
        </div>
        <ResearchPlanDialog
          thesisId={thesis.id}
          open={planOpen}
          onOpenChange={setPlanOpen}
          retry={area.kind === 'failed'}
          again={area.kind === 'none'}
          onStart={start}
        />
        <HistoryDialog
          thesisId={thesis.id}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          expectedVersion={thesis.version}
          onRestored={() => {
            // The restored version replaces whatever was being edited.
            setEditing(null);
            setResetKey((key) => key + 1);
            void reload().catch(() => undefined);
          }}
        />
        <TogetherMerge
          together={together}
          update={update}
          onMerged={() => {
            setEditing(null);
            setResetKey((key) => key + 1);
          }}
        />
      </Frame>
    </DraftContext>
  );
}

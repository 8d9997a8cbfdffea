// The loaded thesis page: composes the header, heading, research area (Start Research through the plan
// dialog), the Sources panel, cue cards, share box, readers' questions, the citation summary, the editable
// article with its citations and the Query Research panel, and owns the page's editing modes.
import { useMutation } from '@apollo/client/react';
import { useLanguage } from '@thesis-studio/client';
import {
  CARD_TEXT_REQUIRED,
  copyText,
  CopyLinkBox,
  CueCardCarousel,
  replaceCardText,
  type CueCard,
} from '@thesis-studio/thesis-view/no-parser';
import { cn, toast } from '@thesis-studio/ui';
import { useEffect, useRef, useState } from 'react';
import { ThesisChat } from '../chat/ThesisChat';
import { graphql } from '../gql';
import { exportUrl } from '../history/export';
import { SourcesPanel } from '../sources/SourcesPanel';
import { ArticleEditor } from './ArticleEditor';
import { lazyDialog } from './lazy-dialog';
import { usePageReading } from './reading';
import { ReaderQuestions } from './ReaderQuestions';
import { lazyPart } from './lazy-part';
import { cardEditOutcome, researchArea, researchJustCompleted, shareLink, type ThesisStatus } from './rules';
import { speak } from './speak';
import { CitationsOverview, useThesisCitations } from './ThesisCitations';
import { ThesisHeader } from './ThesisHeader';
import { Frame, LANG, ThesisHeading, type Thesis } from './ThesisPage';
import { useKeyInsights } from './useKeyInsights';
import { useSaveToggle, useSectionVisibility, useShareLinkControls } from './useOwnerControls';
import { useResearch } from './useResearch';
import { useThesisUpdate } from './useThesisUpdate';

const ThesisPageStartResearch = graphql(`
  mutation ThesisPageStartResearch($thesisId: ID!) {
    startResearch(thesisId: $thesisId) {
      thesisId
      status
      failureReason
      phases {
        id
        title
        description
        status
      }
    }
  }
`);

// A researched thesis shows neither: they load when a draft, a run or a failure shows them.
const ResearchProgressPanel = lazyPart(() => import('./ResearchPanel').then((m) => m.ResearchProgressPanel));
const ResearchPrompt = lazyPart(() => import('./ResearchPanel').then((m) => m.ResearchPrompt));
const ResearchPlanDialog = lazyDialog(() => import('./ResearchPlanDialog').then((m) => m.ResearchPlanDialog));
const HistoryDialog = lazyDialog(() => import('../history/HistoryDialog').then((m) => m.HistoryDialog));

type Editing = { kind: 'title' } | { kind: 'question' } | { kind: 'block'; index: number } | null;

const THESIS_UPDATED = {
  success: { title: 'Thesis updated', description: 'Your changes have been saved successfully.' },
  failure: 'Failed to update thesis',
};

export function ThesisWorkspace({ thesis, reload }: { thesis: Thesis; reload: () => Promise<Thesis> }) {
  const [variant] = useLanguage();
  const status = thesis.status as ThesisStatus;
  const hasContent = thesis.content.trim() !== '';
  const [chatOpen, setChatOpen] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetKey, setResetKey] = useState(0);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const update = useThesisUpdate(thesis.id);
  const research = useResearch({ id: thesis.id, status, content: thesis.content }, reload);
  // Title, question, cards and article in the reader's spelling (a card's source stays as stored); the
  // key insights are asked for in it.
  const reading = usePageReading(thesis, variant);
  const cards = reading?.cueCards ?? [];
  const insights = useKeyInsights(thesis.content, variant, status !== 'researching');
  const [startResearch, { loading: starting }] = useMutation(ThesisPageStartResearch);
  const shareControls = useShareLinkControls(thesis.id);
  const visibility = useSectionVisibility(thesis.id, thesis.hiddenSections);
  const save = useSaveToggle(thesis);
  const cited = useThesisCitations(thesis.id, thesis.version, hasContent && status !== 'researching');

  // Spec §4: researching → complete toasts 'Research Complete!' and resets the card index and open edits.
  const previousStatus = useRef<ThesisStatus | undefined>(undefined);
  useEffect(() => {
    if (researchJustCompleted(previousStatus.current, status)) {
      toast({
        title: 'Research Complete!',
        description: 'Your thesis article, cue cards and key insights are ready.',
      });
      setEditing(null);
      setResetKey((key) => key + 1);
    }
    previousStatus.current = status;
  }, [status]);

  const reloadVersion = async () => (await reload()).version;

  const start = async (): Promise<boolean> => {
    try {
      await startResearch({ variables: { thesisId: thesis.id } });
      // A fast run may be complete by the time the thesis is read again: it still counts as finishing here.
      previousStatus.current = 'researching';
      toast({
        title: 'Research started',
        description: 'The article appears section by section as it is written.',
      });
      await reload().catch(() => undefined);
      return true;
    } catch {
      toast({ variant: 'destructive', title: 'Failed to start research', description: 'Please try again.' });
      return false;
    }
  };

  const editCard = async (card: CueCard, newText: string) => {
    const outcome = cardEditOutcome(card, newText, thesis.content, replaceCardText);
    switch (outcome.kind) {
      case 'blank':
        // The carousel refuses blank text before it gets here; nothing is saved either way.
        throw new Error(CARD_TEXT_REQUIRED);
      case 'notPersisted':
        toast({ title: outcome.title });
        return;
      case 'missing':
        toast({
          variant: 'destructive',
          title: 'Unable to save',
          description: 'Could not locate the original content section to update.',
        });
        throw new Error('missing');
      case 'save': {
        const result = await update({ content: outcome.content }, thesis.version, THESIS_UPDATED);
        if (result !== 'saved') throw new Error(result);
      }
    }
  };

  // A server render (app-pages.ts on the gateway) has no window: the link is only copied in the browser.
  const url = shareLink(typeof window === 'undefined' ? '' : window.location.origin, thesis.shareUrl);
  const area = researchArea(status, hasContent, research.run?.failureReason);

  return (
    <Frame wide>
      <ThesisHeader
        hasShareLink={url !== ''}
        onShare={() =>
          void copyText(url).then((copied) =>
            toast(
              copied
                ? { title: 'Link copied!', description: 'Anyone with the link can read this thesis.' }
                : { variant: 'destructive', title: 'Could not copy the link', description: url },
            ),
          )
        }
        save={save}
        chatOpen={chatOpen}
        onToggleChat={() => setChatOpen((open) => !open)}
        onOpenHistory={() => setHistoryOpen(true)}
        exportHref={(format) => exportUrl(thesis.id, format)}
        onRenewLink={() => void shareControls.renew()}
        onRevokeLink={() => void shareControls.revoke()}
      />
      <div
        className={cn(
          'mt-5 grid gap-10 sm:mt-8',
          chatOpen && 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]',
        )}
      >
        <div lang={LANG[variant]} className={cn('min-w-0', !chatOpen && 'mx-auto w-full max-w-3xl')}>
          <ThesisHeading
            thesis={thesis}
            reading={reading}
            editing={editing?.kind === 'title' || editing?.kind === 'question' ? editing.kind : null}
            onEdit={(kind) => setEditing({ kind })}
            onClose={() => setEditing(null)}
            saveTitle={(title, version) =>
              update({ title }, version, {
                success: { title: 'Thesis title updated' },
                failure: 'Failed to update thesis title',
              })
            }
            saveQuestion={(intellectualChallenge, version) =>
              update({ intellectualChallenge }, version, {
                success: { title: 'Central question updated' },
                failure: 'Failed to update central question',
              })
            }
            reload={reloadVersion}
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

          {hasContent && cards.length > 0 ? (
            <CueCardCarousel
              key={resetKey}
              cards={cards}
              keyInsights={insights}
              onEditCard={editCard}
              speak={speak}
              className="mt-10"
            />
          ) : null}

          {url ? (
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
          ) : null}

          <ReaderQuestions thesisId={thesis.id} />

          {hasContent && status !== 'researching' ? (
            <CitationsOverview
              citations={cited.citations}
              grounding={research.run?.status === 'complete' ? research.run.grounding : null}
              className="mt-10 max-w-[70ch]"
            />
          ) : null}

          {hasContent ? (
            <ArticleEditor
              key={`article-${resetKey}`}
              thesis={thesis}
              reading={reading}
              editingIndex={editing?.kind === 'block' ? editing.index : null}
              onEdit={(index) => setEditing({ kind: 'block', index })}
              onClose={() => setEditing(null)}
              save={(content, version) => update({ content }, version, THESIS_UPDATED)}
              reload={reload}
              visibility={visibility}
              citations={cited.citations}
            />
          ) : null}
        </div>

        {chatOpen ? (
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
                <ThesisChat thesisId={thesis.id} heightClass="h-[22rem] min-h-[300px] max-h-[400px]" />
              </div>
            </div>
          </aside>
        ) : null}
      </div>
      <ResearchPlanDialog
        thesisId={thesis.id}
        open={planOpen}
        onOpenChange={setPlanOpen}
        retry={area.kind === 'failed'}
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
    </Frame>
  );
}

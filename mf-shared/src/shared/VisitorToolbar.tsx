// The shared page's toolbar for a visitor (issue 32): what SharedToolbar shows someone who is not signed
// in — Login, share, save and the Query Research toggle — without the router or Apollo, so the gateway
// renders it into the page and an island (islands/toolbar.tsx) hydrates it when it is first used. Save
// keeps the thesis for after signing in and leaves for /auth, where the full app takes over.
import { useT } from '../i18n';
import { BookmarkIcon, Button, buttonClass, LogInIcon, MessageIcon, ShareIcon } from '@thesis-studio/ui';
import { TOOLBAR_CLASS } from './SharedThesisLayout';

export interface VisitorToolbarProps {
  panelId: string;
  panelOpen: boolean;
  onTogglePanel?: () => void;
  onShare?: () => void;
  onSave?: () => void;
}

/** A label shown beside its icon from small screens up; on phones the icon alone (still named). */
export const label = (text: string) => <span className="max-sm:sr-only">{text}</span>;

/** The Query Research button, for a visitor and a signed-in reader alike: it opens and closes the panel. */
export function QueryResearchToggle({
  panelId,
  panelOpen,
  onToggle,
}: {
  panelId: string;
  panelOpen: boolean;
  onToggle?: () => void;
}) {
  const t = useT();
  return (
    <Button
      variant={panelOpen ? 'secondary' : 'outline'}
      size="sm"
      onClick={onToggle}
      aria-expanded={panelOpen}
      aria-controls={panelId}
    >
      <MessageIcon />
      {label(t('shared.toolbar.queryResearch'))}
    </Button>
  );
}

export function VisitorToolbar({ panelId, panelOpen, onTogglePanel, onShare, onSave }: VisitorToolbarProps) {
  const t = useT();
  return (
    <div className={TOOLBAR_CLASS}>
      <a href="/auth" className={buttonClass('outline', 'sm')} data-page-login="">
        <LogInIcon />
        {t('shared.toolbar.login')}
      </a>
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button variant="ghost" size="sm" onClick={onShare} title={t('shared.toolbar.copyLink')}>
          <ShareIcon />
          {label(t('shared.toolbar.share'))}
        </Button>
        <Button variant="ghost" size="sm" onClick={onSave} title={t('shared.toolbar.signInToSave')}>
          <BookmarkIcon fill="none" />
          {label(t('shared.toolbar.save'))}
        </Button>
        <QueryResearchToggle panelId={panelId} panelOpen={panelOpen} onToggle={onTogglePanel} />
      </div>
    </div>
  );
}

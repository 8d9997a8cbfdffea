// The shared page's header (spec §2 Shared page): Login for visitors or Dashboard for signed-in
// readers, then share (copies the link), save and the Query Research toggle.
import { useT } from '../i18n';
import type { AuthUser, SharedThesisData } from '@thesis-studio/client';
import {
  ArrowLeftIcon,
  BookmarkIcon,
  Button,
  buttonClass,
  cn,
  LogInIcon,
  ShareIcon,
} from '@thesis-studio/ui';
import { Link } from 'react-router';
import { useCopyShareLink } from './copy-share-link';
import { TOOLBAR_CLASS } from './SharedThesisLayout';
import { useSavedLink } from './useSavedLink';
import { label, QueryResearchToggle } from './VisitorToolbar';

export interface SharedToolbarProps {
  user: AuthUser | null;
  /** False while the session is being checked: neither Login nor Dashboard is offered yet. */
  authReady: boolean;
  thesis: SharedThesisData;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
}

export function SharedToolbar({
  user,
  authReady,
  thesis,
  panelId,
  panelOpen,
  onTogglePanel,
}: SharedToolbarProps) {
  const saved = useSavedLink(thesis, user);
  const t = useT();
  const share = useCopyShareLink(thesis.shareUrl);

  return (
    // Sticks under the site header (h-16) so share, save and the panel stay at hand while reading.
    <div className={TOOLBAR_CLASS}>
      {user ? (
        <Link
          to="/dashboard"
          className={cn(buttonClass('ghost', 'sm'), '-ml-3 text-muted-foreground hover:text-foreground')}
        >
          <ArrowLeftIcon />
          {t('shared.toolbar.dashboard')}
        </Link>
      ) : authReady ? (
        <Link to="/auth" className={buttonClass('outline', 'sm')} data-page-login="">
          <LogInIcon />
          {t('shared.toolbar.login')}
        </Link>
      ) : (
        <span aria-hidden="true" className="h-9 w-20" />
      )}
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button variant="ghost" size="sm" onClick={() => void share()} title={t('shared.toolbar.copyLink')}>
          <ShareIcon />
          {label(t('shared.toolbar.share'))}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={saved.toggle}
          disabled={saved.busy}
          aria-pressed={user ? saved.saved : undefined}
          title={
            user
              ? saved.saved
                ? t('shared.toolbar.unsave')
                : t('shared.toolbar.saveToDashboard')
              : t('shared.toolbar.signInToSave')
          }
          className={cn(saved.saved && 'text-primary')}
        >
          <BookmarkIcon fill={saved.saved ? 'currentColor' : 'none'} />
          {label(saved.saved ? t('shared.toolbar.saved') : t('shared.toolbar.save'))}
        </Button>
        <QueryResearchToggle panelId={panelId} panelOpen={panelOpen} onToggle={onTogglePanel} />
      </div>
    </div>
  );
}

// The shared page's header (spec §2 Shared page): Login for visitors or Dashboard for signed-in
// readers, then share (copies the link), save and the Query Research toggle.
import type { AuthUser, SharedThesisData } from '@thesis-studio/client';
import { copyText } from '@thesis-studio/thesis-view/no-parser';
import {
  ArrowLeftIcon,
  BookmarkIcon,
  Button,
  buttonClass,
  cn,
  LogInIcon,
  ShareIcon,
  toast,
} from '@thesis-studio/ui';
import { Link } from 'react-router';
import { sharedPageLink } from './share-url';
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
  const share = async () => {
    const ok = await copyText(sharedPageLink(window.location.origin, thesis.shareUrl));
    if (ok)
      toast({ title: 'Link copied!', description: 'Share it with anyone you want to read this thesis.' });
    else
      toast({ title: 'Could not copy the link', description: window.location.href, variant: 'destructive' });
  };

  return (
    // Sticks under the site header (h-16) so share, save and the panel stay at hand while reading.
    <div className={TOOLBAR_CLASS}>
      {user ? (
        <Link
          to="/dashboard"
          className={cn(buttonClass('ghost', 'sm'), '-ml-3 text-muted-foreground hover:text-foreground')}
        >
          <ArrowLeftIcon />
          Dashboard
        </Link>
      ) : authReady ? (
        <Link to="/auth" className={buttonClass('outline', 'sm')} data-page-login="">
          <LogInIcon />
          Login
        </Link>
      ) : (
        <span aria-hidden="true" className="h-9 w-20" />
      )}
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button variant="ghost" size="sm" onClick={() => void share()} title="Copy the link">
          <ShareIcon />
          {label('Share')}
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
                ? 'Remove from your saved links'
                : 'Save to your dashboard'
              : 'Sign in to save'
          }
          className={cn(saved.saved && 'text-primary')}
        >
          <BookmarkIcon fill={saved.saved ? 'currentColor' : 'none'} />
          {label(saved.saved ? 'Saved' : 'Save')}
        </Button>
        <QueryResearchToggle panelId={panelId} panelOpen={panelOpen} onToggle={onTogglePanel} />
      </div>
    </div>
  );
}

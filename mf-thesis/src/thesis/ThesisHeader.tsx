// The thesis page's header (spec §2): Back to Dashboard, share (only with a share link), the save
// toggle, the Query Research toggle and a menu with History, Export and the share-link controls; on
// small screens all of it sits in one menu.
import {
  ArrowLeftIcon,
  BookmarkIcon,
  Button,
  buttonClass,
  ConfirmDialog,
  DownloadIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  HistoryIcon,
  LinkIcon,
  MenuIcon,
  MessageIcon,
  MoreIcon,
  RefreshIcon,
  ShareIcon,
  TrashIcon,
  cn,
} from '@thesis-studio/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EXPORT_FORMATS, type ExportFormat } from '../history/export';
import { useT } from '../i18n/thesis';
import { BackToDashboard } from './page-states';

export interface SaveToggle {
  saved: boolean;
  busy: boolean;
  toggle: () => void;
}

export interface ThesisHeaderProps {
  hasShareLink: boolean;
  onShare: () => void;
  save: SaveToggle | null;
  chatOpen: boolean;
  onToggleChat: () => void;
  onOpenHistory: () => void;
  exportHref: (format: ExportFormat) => string;
  onRenewLink: () => void;
  onRevokeLink: () => void;
}

export function ThesisHeader(props: ThesisHeaderProps) {
  const { hasShareLink, onShare, save, chatOpen, onToggleChat } = props;
  const t = useT();
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  return (
    <header className="flex items-center justify-between gap-3" aria-label={t('thesis.header.actions')}>
      <div className="hidden md:block">
        <BackToDashboard />
      </div>

      <div className="hidden items-center gap-2 md:flex">
        {hasShareLink ? (
          <Button variant="outline" size="sm" onClick={onShare}>
            <ShareIcon />
            {t('thesis.header.share')}
          </Button>
        ) : null}
        {save ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={save.saved}
            disabled={save.busy}
            onClick={save.toggle}
            className={cn(save.saved && 'border-primary/40 bg-primary/5 text-primary hover:bg-primary/10')}
          >
            <BookmarkIcon className={cn('h-4 w-4', save.saved && 'fill-current')} />
            {save.saved ? t('thesis.header.saved') : t('thesis.header.save')}
          </Button>
        ) : null}
        <Button
          variant={chatOpen ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={chatOpen}
          aria-controls="query-research-panel"
          onClick={onToggleChat}
        >
          <MessageIcon />
          {t('thesis.header.queryResearch')}
        </Button>
        {/* Non-modal: the page behind is not hidden from assistive technology while the menu is open. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className={buttonClass('ghost', 'icon')}
            aria-label={t('thesis.header.moreActions')}
          >
            <MoreIcon />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <MoreItems {...props} onConfirm={setConfirm} />
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <div className="flex w-full items-center justify-between md:hidden">
        <Link
          to="/dashboard"
          aria-label={t('thesis.page.backToDashboard')}
          className={`${buttonClass('ghost', 'icon')} -ml-2 text-muted-foreground`}
        >
          <ArrowLeftIcon className="h-5 w-5" />
        </Link>
        <SmallScreenMenu {...props} onConfirm={setConfirm} />
      </div>

      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => setConfirm(open ? 'revoke' : null)}
        title={t('thesis.header.revokeTitle')}
        description={t('thesis.header.revokeText')}
        confirmLabel={t('thesis.header.revokeLink')}
        destructive
        onConfirm={props.onRevokeLink}
      />
      <ConfirmDialog
        open={confirm === 'renew'}
        onOpenChange={(open) => setConfirm(open ? 'renew' : null)}
        title={hasShareLink ? t('thesis.header.replaceTitle') : t('thesis.header.createTitle')}
        description={hasShareLink ? t('thesis.header.replaceText') : t('thesis.header.createText')}
        confirmLabel={hasShareLink ? t('thesis.header.replaceLink') : t('thesis.header.createLink')}
        onConfirm={props.onRenewLink}
      />
    </header>
  );
}

function MoreItems({
  hasShareLink,
  onOpenHistory,
  exportHref,
  onConfirm,
}: ThesisHeaderProps & { onConfirm: (what: 'renew' | 'revoke') => void }) {
  const t = useT();
  return (
    <>
      <DropdownMenuItem onSelect={onOpenHistory}>
        <HistoryIcon />
        {t('thesis.header.history')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t('thesis.header.exportAs')}</DropdownMenuLabel>
      {EXPORT_FORMATS.map(({ format, label }) => (
        <DropdownMenuItem key={format} asChild>
          <a href={exportHref(format)} download>
            <DownloadIcon />
            {label}
          </a>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t('thesis.header.shareLink')}</DropdownMenuLabel>
      <DropdownMenuItem onSelect={() => onConfirm('renew')}>
        {hasShareLink ? <RefreshIcon /> : <LinkIcon />}
        {hasShareLink ? t('thesis.header.replaceLink') : t('thesis.header.createLink')}
      </DropdownMenuItem>
      {hasShareLink ? (
        <DropdownMenuItem onSelect={() => onConfirm('revoke')} className="text-destructive">
          <TrashIcon />
          {t('thesis.header.revokeLink')}
        </DropdownMenuItem>
      ) : null}
    </>
  );
}

function SmallScreenMenu(props: ThesisHeaderProps & { onConfirm: (what: 'renew' | 'revoke') => void }) {
  const { hasShareLink, onShare, save, chatOpen, onToggleChat } = props;
  const navigate = useNavigate();
  const t = useT();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={buttonClass('outline', 'sm')} aria-label={t('thesis.header.actions')}>
        <MenuIcon />
        {t('thesis.header.actionsMenu')}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>
          <ArrowLeftIcon />
          {t('thesis.page.backToDashboard')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {hasShareLink ? (
          <DropdownMenuItem onSelect={onShare}>
            <ShareIcon />
            {t('thesis.header.share')}
          </DropdownMenuItem>
        ) : null}
        {save ? (
          <DropdownMenuItem onSelect={save.toggle} disabled={save.busy}>
            <BookmarkIcon className={cn('h-4 w-4', save.saved && 'fill-current')} />
            {save.saved ? t('thesis.header.savedRemove') : t('thesis.header.save')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={onToggleChat}>
          <MessageIcon />
          {chatOpen ? t('thesis.header.hideQueryResearch') : t('thesis.header.queryResearch')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <MoreItems {...props} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

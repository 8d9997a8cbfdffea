// The dashboard's actions (spec §2 /dashboard): New Project (users: Request Project) and, for admins,
// icon shortcuts to Questions, Users and Ideas with tooltips; below `sm` a menu repeats the shortcuts.
// Sign Out and the user's email sit in the shell's header on every page, this one included.
// (No bare `hidden` here: this remote's stylesheet loads after the shell's and would override the
// header's `hidden lg:flex`; `max-sm:hidden` only emits a media-scoped rule.)
import type { Capabilities } from '@thesis-studio/client';
import { useT, type DashboardMessageId } from '../i18n';
import {
  buttonClass,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  LightbulbIcon,
  MessageIcon,
  MoreIcon,
  PlusIcon,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  UsersIcon,
} from '@thesis-studio/ui';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { newProjectLabel } from './rules';

interface Shortcut {
  to: string;
  label: DashboardMessageId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ADMIN_SHORTCUTS: Shortcut[] = [
  { to: '/questions', label: 'dashboard.shortcuts.questions', Icon: MessageIcon },
  { to: '/users', label: 'dashboard.shortcuts.users', Icon: UsersIcon },
  { to: '/ideas', label: 'dashboard.shortcuts.ideas', Icon: LightbulbIcon },
];

export function DashboardShortcuts({ can }: { can: Capabilities }) {
  const admin = can.administer;
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      {admin ? (
        <div className="flex items-center gap-2 max-sm:hidden">
          {ADMIN_SHORTCUTS.map(({ to, label, Icon }) => (
            <Tooltip key={to}>
              <TooltipTrigger asChild>
                <Link to={to} aria-label={t(label)} className={buttonClass('outline', 'icon')}>
                  <Icon />
                </Link>
              </TooltipTrigger>
              <TooltipContent>{t(label)}</TooltipContent>
            </Tooltip>
          ))}
        </div>
      ) : null}
      <Link to="/projects/new" className={buttonClass()}>
        <PlusIcon />
        {newProjectLabel(can, t)}
      </Link>
      {admin ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={t('dashboard.shortcuts.admin')}
            className={`${buttonClass('outline', 'icon')} sm:hidden`}
          >
            <MoreIcon />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel>{t('dashboard.shortcuts.admin')}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ADMIN_SHORTCUTS.map(({ to, label, Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon className="h-4 w-4 text-muted-foreground" />
                  {t(label)}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}

// The signed-in header's menu for screens narrower than the inline navigation (loaded with the ui kit).
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@thesis-studio/ui';
import { T, useT } from '@thesis-studio/i18n';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav';
import { MenuIcon, menuButtonClass } from './MenuButton';

export interface HeaderMenuProps {
  items: NavItem[];
  email: string;
  signingOut: boolean;
  onSignOut: () => void;
}

export default function HeaderMenu({ items, email, signingOut, onSignOut }: HeaderMenuProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={menuButtonClass}>
        <MenuIcon />
        <span>{t('shell.header.menu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" data-testid="header-menu">
        <DropdownMenuLabel className="truncate" title={email}>
          <T
            id="shell.menu.signedInAs"
            values={{ email, b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span> }}
          />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link
              to={item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link
            to="/account"
            aria-current={pathname === '/account' ? 'page' : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
          >
            {t('shell.menu.account')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link
            to="/account/tokens"
            aria-current={pathname === '/account/tokens' ? 'page' : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
          >
            {t('shell.menu.apiTokens')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
          {t('shell.header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

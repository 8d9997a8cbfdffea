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

/** A page of the menu, marked when it is the one open. */
function MenuLink({ item, current }: { item: NavItem; current: boolean }) {
  return (
    <DropdownMenuItem asChild>
      <Link
        to={item.to}
        aria-current={current ? 'page' : undefined}
        className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
      >
        {item.label}
      </Link>
    </DropdownMenuItem>
  );
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
          <MenuLink key={item.to} item={item} current={pathname === item.to} />
        ))}
        <DropdownMenuSeparator />
        {[
          { to: '/account', label: t('shell.menu.account') },
          { to: '/account/tokens', label: t('shell.menu.apiTokens') },
        ].map((item) => (
          <MenuLink key={item.to} item={item} current={pathname === item.to} />
        ))}
        <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
          {t('shell.header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// The signed-in header's menu for screens narrower than the inline navigation (loaded with the ui kit).
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@thesis-studio/ui';
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
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={menuButtonClass}>
        <MenuIcon />
        <span>Menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" data-testid="header-menu">
        <DropdownMenuLabel className="truncate" title={email}>
          Signed in as <span className="font-semibold text-foreground">{email}</span>
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
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link
            to="/account/tokens"
            aria-current={pathname === '/account/tokens' ? 'page' : undefined}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
          >
            API tokens
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

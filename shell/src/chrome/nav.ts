// The signed-in navigation in the app header (spec §2, §6): those who administer (the API's
// `capabilities.administer`) also reach Users, Ideas and the audit trail. Account
// settings (/account) are reached from the signed-in email and the header menu.
import type { Capabilities } from '@thesis-studio/client/auth-store';

export interface NavItem {
  to: string;
  label: string;
}

const EVERYONE: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/saved-links', label: 'Saved Links' },
  { to: '/questions', label: 'Questions' },
];

const ADMINS: NavItem[] = [
  { to: '/users', label: 'Users' },
  { to: '/ideas', label: 'Ideas' },
  { to: '/audit', label: 'Audit' },
];

export function appNavItems(can: Capabilities): NavItem[] {
  return can.administer ? [...EVERYONE, ...ADMINS] : EVERYONE;
}

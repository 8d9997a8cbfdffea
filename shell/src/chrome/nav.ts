// The signed-in navigation in the app header (spec §2, §6): those who administer (the API's
// `capabilities.administer`) also reach Users, Ideas and the audit trail. Account
// settings (/account) are reached from the signed-in email and the header menu.
import type { Capabilities } from '@thesis-studio/client/auth-store';
import type { MessageId, Translate } from '@thesis-studio/i18n';

export interface NavItem {
  to: string;
  label: string;
}

const EVERYONE: ReadonlyArray<[string, MessageId]> = [
  ['/dashboard', 'shell.nav.dashboard'],
  ['/saved-links', 'shell.nav.savedLinks'],
  ['/questions', 'shell.nav.questions'],
];

const ADMINS: ReadonlyArray<[string, MessageId]> = [
  ['/users', 'shell.nav.users'],
  ['/ideas', 'shell.nav.ideas'],
  ['/audit', 'shell.nav.audit'],
];

/** The header's links for what the reader may do, labelled in their language (`t`). */
export function appNavItems(can: Capabilities, t: Translate): NavItem[] {
  return (can.administer ? [...EVERYONE, ...ADMINS] : EVERYONE).map(([to, label]) => ({
    to,
    label: t(label),
  }));
}

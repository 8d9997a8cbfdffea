// The landing footer (spec §2): link columns, the privacy policy, and the operating company.
import { useT } from '@thesis-studio/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readOperator } from '../chrome/operator';

export interface FooterActions {
  openIdea: () => void;
  openLearnMore: () => void;
  openPolicy: () => void;
  preloadPolicy: () => void;
}

const linkClass =
  'cursor-pointer text-left text-sm text-muted-foreground hover:text-foreground hover:underline ' +
  'underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** A footer link: to a part of the page (`href`), to a page (`to`), or a button opening a dialog. */
function Item({
  label,
  ...target
}: { label: string } & (
  | { href: string }
  | { to: string }
  | { onClick: () => void; onPointerEnter?: () => void; onFocus?: () => void }
)) {
  return (
    <li>
      {'href' in target ? (
        <a className={linkClass} href={target.href}>
          {label}
        </a>
      ) : 'to' in target ? (
        <Link className={linkClass} to={target.to}>
          {label}
        </Link>
      ) : (
        <button type="button" className={linkClass} {...target}>
          {label}
        </button>
      )}
    </li>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function Footer({
  actions,
  year = new Date().getFullYear(),
}: {
  actions: FooterActions;
  year?: number;
}) {
  const operator = readOperator();
  const t = useT();
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 place-items-center rounded-md bg-primary text-sm text-primary-foreground"
            >
              T
            </span>
            Thesis Studio
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t('shell.footer.tagline')}</p>
        </div>
        <Column title={t('shell.footer.product')}>
          <Item href="#how-it-works" label={t('shell.footer.howItWorks')} />
          <Item href="#what-you-receive" label={t('shell.footer.whatYouReceive')} />
          <Item onClick={actions.openLearnMore} label={t('shell.footer.whatIs')} />
          <Item onClick={actions.openIdea} label={t('shell.footer.submitIdea')} />
        </Column>
        <Column title={t('shell.footer.account')}>
          <Item to="/auth" label={t('shell.footer.signIn')} />
          <Item to="/auth" label={t('shell.footer.createAccount')} />
        </Column>
        <Column title={t('shell.footer.legal')}>
          <Item
            onClick={actions.openPolicy}
            onPointerEnter={actions.preloadPolicy}
            onFocus={actions.preloadPolicy}
            label={t('shell.footer.privacy')}
          />
          <Item href={`mailto:${operator.email}`} label={t('shell.footer.contact')} />
        </Column>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('shell.footer.copyright', { year: String(year), operator: operator.name })}
        </p>
      </div>
    </footer>
  );
}

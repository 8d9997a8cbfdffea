// The cookie notice on every page (spec §2, §4) until accepted; plain markup, no ui kit (only its layer names).
// It also owns the privacy policy's dialog on every page, so the policy has an address: /#privacy (the
// visitor's shared page, which is the server's and not this app, links its notice's "Learn more" there).
import { useT } from '@thesis-studio/i18n';
import { useEffect, useState } from 'react';
import { policyDialog } from '../landing/lazy-dialog';
import { acceptCookies, browserStorage, dismissCookieBanner, shouldShowCookieBanner } from './cookie-consent';
import { chromeButton } from './styles';
import { CHROME_ATTRIBUTE, layer } from '@thesis-studio/ui/layers';

/** The privacy policy's address on any page of the app. */
const POLICY_HASH = '#privacy';

const atPolicyAddress = () => typeof window !== 'undefined' && window.location.hash === POLICY_HASH;

export function CookieBanner() {
  const [visible, setVisible] = useState(() =>
    shouldShowCookieBanner(browserStorage('localStorage'), browserStorage('sessionStorage')),
  );
  const [policyOpen, setPolicyOpen] = useState(atPolicyAddress);
  const { LazyDialog: PolicyDialog, preload } = policyDialog;
  const t = useT();
  useEffect(() => {
    const onHashChange = () => {
      if (atPolicyAddress()) setPolicyOpen(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const onPolicyOpenChange = (open: boolean) => {
    setPolicyOpen(open);
    // Closed: the address forgets it (keeping the router's state), so a reload does not open it again
    // and a later link to /#privacy is a change of hash again.
    if (!open && atPolicyAddress()) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  };
  return (
    <>
      {visible ? (
        <section
          aria-label={t('shell.cookies.label')}
          data-testid="cookie-banner"
          {...{ [CHROME_ATTRIBUTE.notice]: '' }}
          className={
            `fixed inset-x-3 bottom-3 ${layer.notice} rounded-lg border border-border bg-background p-4 shadow-xl ` +
            'sm:inset-x-auto sm:left-4 sm:bottom-4 sm:max-w-md'
          }
        >
          <h2 className="text-sm font-semibold">{t('shell.cookies.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('shell.cookies.text')}{' '}
            <button
              type="button"
              className="cursor-pointer font-medium text-primary underline underline-offset-4"
              onClick={() => setPolicyOpen(true)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {t('shell.cookies.learnMore')}
            </button>
          </p>
          <div className="mt-3 flex gap-2">
            {(
              [
                ['primary', 'shell.cookies.accept', () => acceptCookies(browserStorage('localStorage'))],
                [
                  'outline',
                  'shell.cookies.dismiss',
                  () => dismissCookieBanner(browserStorage('sessionStorage')),
                ],
              ] as const
            ).map(([variant, label, remember]) => (
              <button
                key={label}
                type="button"
                className={`${chromeButton(variant, 'sm')} flex-1 sm:flex-none`}
                onClick={() => {
                  remember();
                  setVisible(false);
                }}
              >
                {t(label)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <PolicyDialog open={policyOpen} onOpenChange={onPolicyOpenChange} />
    </>
  );
}

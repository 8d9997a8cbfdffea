// The cookie notice on every page (spec §2, §4) until accepted; plain markup, no ui kit (only its layer names).
import { useState } from 'react';
import { policyDialog } from '../landing/lazy-dialog';
import { acceptCookies, browserStorage, dismissCookieBanner, shouldShowCookieBanner } from './cookie-consent';
import { chromeButton } from './styles';
import { CHROME_ATTRIBUTE, layer } from '@thesis-studio/ui/layers';

export function CookieBanner() {
  const [visible, setVisible] = useState(() =>
    shouldShowCookieBanner(browserStorage('localStorage'), browserStorage('sessionStorage')),
  );
  const [policyOpen, setPolicyOpen] = useState(false);
  const { LazyDialog: PolicyDialog, preload } = policyDialog;
  return (
    <>
      {visible ? (
        <section
          aria-label="Cookie notice"
          data-testid="cookie-banner"
          {...{ [CHROME_ATTRIBUTE.notice]: '' }}
          className={
            `fixed inset-x-3 bottom-3 ${layer.notice} rounded-lg border border-border bg-background p-4 shadow-xl ` +
            'sm:inset-x-auto sm:left-4 sm:bottom-4 sm:max-w-md'
          }
        >
          <h2 className="text-sm font-semibold">Cookies on Thesis Studio</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            We use one essential cookie to keep you signed in, and store your preferences (such as UK or USA
            spelling) on this device. No advertising or tracking cookies.{' '}
            <button
              type="button"
              className="cursor-pointer font-medium text-primary underline underline-offset-4"
              onClick={() => setPolicyOpen(true)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              Learn more
            </button>
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className={`${chromeButton('primary', 'sm')} flex-1 sm:flex-none`}
              onClick={() => {
                acceptCookies(browserStorage('localStorage'));
                setVisible(false);
              }}
            >
              Accept
            </button>
            <button
              type="button"
              className={`${chromeButton('outline', 'sm')} flex-1 sm:flex-none`}
              onClick={() => {
                dismissCookieBanner(browserStorage('sessionStorage'));
                setVisible(false);
              }}
            >
              Dismiss
            </button>
          </div>
        </section>
      ) : null}
      <PolicyDialog open={policyOpen} onOpenChange={setPolicyOpen} />
    </>
  );
}

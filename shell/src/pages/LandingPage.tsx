// / (spec §2): the product's front page; a signed-in visitor is sent to /dashboard.
import { STORAGE_KEYS, useAuthState } from '@thesis-studio/client/auth-store';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { browserStorage } from '../chrome/cookie-consent';
import { InFooterSlot } from '../chrome/footer-slot';
import { Footer } from '../landing/Footer';
import { ideaDialog, learnMoreDialog, policyDialog } from '../landing/lazy-dialog';
import { CallToAction, Hero, HowItWorks, WhatYouReceive, type OpenDialogs } from '../landing/sections';
import { PageSpinner } from '../PageSpinner';

type LandingDialog = 'idea' | 'learnMore' | 'policy';

export function LandingPage() {
  // The session check is the auth store's plain-fetch `me` query, so Apollo stays off this page.
  const { status, user } = useAuthState();
  const [dialog, setDialog] = useState<LandingDialog | null>(null);
  if (user) return <Navigate to="/dashboard" replace />;
  // Someone who has signed in here before is probably still signed in: no flash of the landing page.
  if (
    status === 'loading' &&
    browserStorage('localStorage')?.getItem(STORAGE_KEYS.hasUsedProduct) === 'true'
  ) {
    return <PageSpinner />;
  }

  const opener = (name: LandingDialog) => (open: boolean) => setDialog(open ? name : null);
  const dialogs: OpenDialogs = {
    idea: { open: () => setDialog('idea'), preload: ideaDialog.preload },
    learnMore: { open: () => setDialog('learnMore'), preload: learnMoreDialog.preload },
  };
  return (
    <>
      <Hero dialogs={dialogs} />
      <HowItWorks />
      <WhatYouReceive />
      <CallToAction dialogs={dialogs} />
      <InFooterSlot>
        <Footer
          actions={{
            openIdea: dialogs.idea.open,
            openLearnMore: dialogs.learnMore.open,
            openPolicy: () => setDialog('policy'),
            preloadPolicy: policyDialog.preload,
          }}
        />
      </InFooterSlot>
      <ideaDialog.LazyDialog open={dialog === 'idea'} onOpenChange={opener('idea')} />
      <learnMoreDialog.LazyDialog open={dialog === 'learnMore'} onOpenChange={opener('learnMore')} />
      <policyDialog.LazyDialog open={dialog === 'policy'} onOpenChange={opener('policy')} />
    </>
  );
}

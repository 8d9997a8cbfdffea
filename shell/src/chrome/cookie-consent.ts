// Cookie banner rules (spec §3, §4): shown while no acceptance is stored; Accept is kept in localStorage
// for good, dismiss in sessionStorage for this browser session only.

export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
export const COOKIE_BANNER_DISMISSED_KEY = 'cookieBannerDismissed';

type Read = Pick<Storage, 'getItem'>;
type Write = Pick<Storage, 'setItem'>;

const read = (storage: Read | null, key: string) => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (storage: Write | null, key: string) => {
  try {
    storage?.setItem(key, 'true');
  } catch {
    // storage disabled: the banner hides for this page view only
  }
};

export function shouldShowCookieBanner(local: Read | null, session: Read | null): boolean {
  return (
    read(local, COOKIES_ACCEPTED_KEY) !== 'true' && read(session, COOKIE_BANNER_DISMISSED_KEY) !== 'true'
  );
}

export function acceptCookies(local: Write | null): void {
  write(local, COOKIES_ACCEPTED_KEY);
}

export function dismissCookieBanner(session: Write | null): void {
  write(session, COOKIE_BANNER_DISMISSED_KEY);
}

/** window.localStorage / sessionStorage, or null where the browser refuses access. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  COOKIE_BANNER_DISMISSED_KEY,
  COOKIES_ACCEPTED_KEY,
  dismissCookieBanner,
  shouldShowCookieBanner,
} from './cookie-consent';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('cookie banner', () => {
  it('shows while nothing is stored', () => {
    expect(shouldShowCookieBanner(memoryStorage(), memoryStorage())).toBe(true);
  });

  it('Accept is stored in localStorage and hides the banner in every later session', () => {
    const local = memoryStorage();
    acceptCookies(local);
    expect(local.data.get(COOKIES_ACCEPTED_KEY)).toBe('true');
    expect(shouldShowCookieBanner(local, memoryStorage())).toBe(false);
  });

  it('dismiss is stored in sessionStorage only: a new session shows the banner again', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    dismissCookieBanner(session);
    expect(session.data.get(COOKIE_BANNER_DISMISSED_KEY)).toBe('true');
    expect(local.data.size).toBe(0);
    expect(shouldShowCookieBanner(local, session)).toBe(false);
    expect(shouldShowCookieBanner(local, memoryStorage())).toBe(true);
  });

  it('only the exact stored flag counts', () => {
    const local = memoryStorage();
    local.data.set(COOKIES_ACCEPTED_KEY, 'yes');
    expect(shouldShowCookieBanner(local, memoryStorage())).toBe(true);
  });

  it('shows the banner when storage cannot be read, and accepting then does not throw', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(shouldShowCookieBanner(broken, null)).toBe(true);
    expect(() => acceptCookies(broken)).not.toThrow();
    expect(() => dismissCookieBanner(null)).not.toThrow();
  });
});

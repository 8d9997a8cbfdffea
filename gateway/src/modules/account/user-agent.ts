// Browser, OS and device kind from a User-Agent header (bowser), for the list of sessions and the
// new-browser sign-in check.
import Bowser from 'bowser';

export interface BrowserInfo {
  /** e.g. 'Firefox 128'; 'Unknown browser' when the header says nothing. */
  browser: string;
  /** e.g. 'macOS 14.5'; 'Unknown OS'. */
  os: string;
  /** desktop, mobile, tablet, tv; null when unknown. */
  platform: string | null;
  /** Names without versions ('Firefox|macOS'): an update is not a new browser. */
  key: string;
}

const UNKNOWN_BROWSER = 'Unknown browser';
const UNKNOWN_OS = 'Unknown OS';

/** The major version, or major.minor when the minor is not 0 ('128.0.1' → '128', '14.5' → '14.5'). */
function shortVersion(version: string | undefined): string {
  if (!version) return '';
  const [major, minor] = version.split('.');
  if (!major) return '';
  return minor && minor !== '0' ? `${major}.${minor}` : major;
}

export function describeUserAgent(userAgent: string | null | undefined): BrowserInfo {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_OS, platform: null, key: '|' };
  const parsed = Bowser.getParser(userAgent);
  const browserName = parsed.getBrowserName() || '';
  const osName = parsed.getOSName() || '';
  const browserVersion = shortVersion(parsed.getBrowserVersion() ?? undefined);
  // Windows says 'NT 10.0' for 10 and 11 alike: its version name ('10') reads better.
  const osVersion =
    osName === 'Windows'
      ? (parsed.getOS().versionName ?? '')
      : shortVersion(parsed.getOSVersion() || undefined);
  const type = parsed.getPlatformType(true);
  const platform = type && type !== 'undefined' ? type : null;
  return {
    browser: browserName ? [browserName, browserVersion].filter(Boolean).join(' ') : UNKNOWN_BROWSER,
    os: osName ? [osName, osVersion].filter(Boolean).join(' ') : UNKNOWN_OS,
    platform,
    key: `${browserName}|${osName}`,
  };
}

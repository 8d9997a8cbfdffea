// The one script of a visitor's shared page (issue 32): the page is the server's HTML (the article, cue
// cards, citations as native popovers) and this runs what is interactive, as little and as late as it can.
// - Islands (`[data-island]`: the toolbar, the cue cards' player, the Query Research panel) hydrate from
//   ./mount.tsx, which brings React: the panel when it comes into view, every island when first used
//   (a pointer over it, a touch, focus, a key). The press that woke an island is given to it once hydrated.
// - The cookie notice and the header's language select are a few lines here; a citation needs nothing:
//   its marker is a popovertarget button, its card a native popover in the HTML.
// - The full app (the shell and the mf-shared remote, whose scripts wait in <template id="app-boot">)
//   starts only for a reader of the other spelling variant, whose page is converted by it; links that
//   leave the page are plain links, so the next page is the full app.
import type { hydrateIsland } from './mount';
import type { IslandName } from './roots';

/**
 * packages/client's LANGUAGE_STORAGE_KEY, and the language the gateway rendered the page in: its
 * <html data-language> (UK English, or German for a browser that asks for it), else DEFAULT_LANGUAGE.
 */
const LANGUAGE_KEY = 'language';
const renderedLanguage = () => document.documentElement.getAttribute('data-language') ?? 'UK';
/** shell/src/chrome/cookie-consent.ts's keys. */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
const COOKIE_BANNER_DISMISSED_KEY = 'cookieBannerDismissed';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
const read = (kind: 'localStorage' | 'sessionStorage', key: string) => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (kind: 'localStorage' | 'sessionStorage', key: string, value: string) => {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // storage disabled: for this page view only
  }
};

let upgraded = false;
/** Starts the full app in this page: the shell's scripts, held back in the template, are added. */
function startApp() {
  if (upgraded) return;
  upgraded = true;
  const template = document.getElementById('app-boot');
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const held of Array.from(template.content.children)) {
    // A fresh element (a script copied from a template would not run), same attributes.
    const element = document.createElement(held.tagName.toLowerCase());
    for (const { name, value } of Array.from(held.attributes)) element.setAttribute(name, value);
    element.textContent = held.textContent;
    document.head.append(element);
  }
}

/** The island modules (React with them), fetched once. */
let mount: Promise<{ hydrateIsland: typeof hydrateIsland }> | undefined;
const loadMount = () => (mount ??= import('./mount'));

const woken = new WeakSet<Element>();

/** The index path of `node` under `root`, to find the same node again after hydration. */
function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}
const follow = (root: Element, path: number[]): Element | null =>
  path.reduce<Element | null>((at, index) => at?.children[index] ?? null, root);

/** Hydrates the island in `container`; a press `pressed` that woke it is given to it afterwards. */
function wake(container: HTMLElement, pressed?: Element) {
  const name = container.dataset['island'] as IslandName | undefined;
  if (!name || woken.has(container)) return;
  woken.add(container);
  container.dataset['islandState'] = 'loading';
  const path = pressed ? pathTo(container, pressed) : null;
  loadMount()
    .then(({ hydrateIsland }) => hydrateIsland(container, name))
    .then(
      (ok) => {
        container.dataset['islandState'] = ok ? 'hydrated' : 'static';
        const target = path ? follow(container, path) : null;
        const button = target?.closest('button, [role="button"]');
        if (ok && button instanceof HTMLElement) button.click();
      },
      (error: unknown) => {
        container.dataset['islandState'] = 'failed';
        console.error(`[shared] the ${name} island could not start`, error);
      },
    );
}

function islands() {
  const containers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  for (const container of containers) {
    const early = () => wake(container);
    // Intent: a pointer over it, a touch, keyboard focus: the island loads while the press comes.
    container.addEventListener('pointerover', early, { once: true, passive: true });
    container.addEventListener('touchstart', early, { once: true, passive: true });
    container.addEventListener('focusin', early, { once: true });
    // A press before it has hydrated: held, and given to the island once it has.
    container.addEventListener(
      'click',
      (event) => {
        if (container.dataset['islandState'] === 'hydrated') return;
        const target = event.target instanceof Element ? event.target : null;
        const button = target?.closest('button');
        if (!button || !container.contains(button)) return;
        event.preventDefault();
        event.stopPropagation();
        if (!woken.has(container)) wake(container, button);
        else {
          // Loading: give it the press when it is ready.
          const path = pathTo(container, button);
          const poll = () => {
            const state = container.dataset['islandState'];
            if (state === 'loading') requestAnimationFrame(poll);
            else if (state === 'hydrated' && path) (follow(container, path) as HTMLElement | null)?.click();
          };
          requestAnimationFrame(poll);
        }
      },
      { capture: true },
    );
  }
  // The panel (its chat loads the visitor's conversation) when it comes into view.
  const panel = containers.find((container) => container.dataset['island'] === 'panel');
  if (panel && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        wake(panel);
      }
    });
    const aside = panel.firstElementChild;
    if (aside) observer.observe(aside);
  }
}

function cookieNotice() {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  if (
    read('localStorage', COOKIES_ACCEPTED_KEY) === 'true' ||
    read('sessionStorage', COOKIE_BANNER_DISMISSED_KEY) === 'true'
  )
    return;
  banner.hidden = false;
  banner.querySelector('[data-cookie-accept]')?.addEventListener('click', () => {
    write('localStorage', COOKIES_ACCEPTED_KEY, 'true');
    banner.hidden = true;
  });
  banner.querySelector('[data-cookie-dismiss]')?.addEventListener('click', () => {
    write('sessionStorage', COOKIE_BANNER_DISMISSED_KEY, 'true');
    banner.hidden = true;
  });
}

function languageSelect() {
  const select = document.querySelector<HTMLSelectElement>('[data-language-select]');
  const stored = read('localStorage', LANGUAGE_KEY);
  if (select && stored && Array.from(select.options).some((option) => option.value === stored))
    select.value = stored;
  select?.addEventListener('change', () => {
    write('localStorage', LANGUAGE_KEY, select.value);
    // The page is in the rendered language: the app renders it in another one.
    if (select.value !== renderedLanguage()) startApp();
  });
  return stored !== null && stored !== renderedLanguage();
}

function start() {
  const otherVariant = languageSelect();
  cookieNotice();
  if (otherVariant) {
    // This reader reads the other spelling: the app renders the page in it.
    startApp();
    return;
  }
  islands();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

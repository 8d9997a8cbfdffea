// The product's one stacking order (issue 33): every element that sits above the page takes its layer
// from here, so a popover, the cookie notice and the sticky header can never be ordered two ways on two
// screens. Bottom to top. The values are Tailwind classes written out whole, so that Tailwind's source
// scan (packages/ui/src is a @source of the stylesheet) generates each of them.
export const layer = {
  /** A control or bar raised above its own card or dialog body (hover tools, a sticky dialog footer). */
  raised: 'z-10',
  /** A page's own sticky bar, below the site header (the shared thesis's toolbar). */
  pageBar: 'z-30',
  /**
   * A popover about the page's content (a citation's card): above the content and its sticky bars, but
   * below the site header and the cookie notice, which stay readable and usable while it is open.
   */
  contentPopover: 'z-35',
  /** The site header, sticky at the top. */
  header: 'z-40',
  /** The cookie notice: above the header and the page, below anything the person opened. */
  notice: 'z-45',
  /** What the person opened: dialogs and their overlay, popovers, menus, selects, tooltips. */
  overlay: 'z-50',
  /** Toasts, above everything, dialogs included. */
  toast: 'z-[100]',
} as const;

/** The site header's height (Tailwind `h-16`) and a gap: where a sticky part of a page sticks. */
export const belowHeader = {
  /** A sticky element's top, clear of the sticky site header. */
  stickyTop: 'top-[5.5rem]',
  /** Scrolling an element into view (a link to its id) stops clear of the sticky site header. */
  scrollMargin: 'scroll-mt-[5.5rem]',
} as const;

/** Attributes marking the site's fixed chrome (set by the shell), which a content popover keeps clear of. */
export const CHROME_ATTRIBUTE = { header: 'data-site-header', notice: 'data-site-notice' } as const;

/**
 * The room a content popover keeps from the screen's edges (Radix `collisionPadding`): below the sticky
 * site header and above the cookie notice while it is shown, so it neither covers the one nor sits
 * under the other (on a phone the notice spans the screen's foot).
 */
export function chromeClearance(margin = 8): { top: number; bottom: number; left: number; right: number } {
  const padding = { top: margin, bottom: margin, left: margin, right: margin };
  if (typeof document === 'undefined') return padding;
  const header = document.querySelector(`[${CHROME_ATTRIBUTE.header}]`)?.getBoundingClientRect();
  if (header && header.bottom > 0) padding.top = header.bottom + margin;
  const notice = document.querySelector(`[${CHROME_ATTRIBUTE.notice}]`)?.getBoundingClientRect();
  if (notice && notice.height > 0)
    padding.bottom = Math.max(margin, window.innerHeight - notice.top + margin);
  return padding;
}

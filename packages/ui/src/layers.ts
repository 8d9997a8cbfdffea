// The product's one stacking order (issue 33): every element that sits above the page takes its layer
// from here, so a popover, the cookie notice and the sticky header can never be ordered two ways on two
// screens. Bottom to top. The values are Tailwind classes written out whole, so that Tailwind's source
// scan (packages/ui/src is a @source of the stylesheet) generates each of them.
export const layer = {
  /** A control or bar raised above its own card or dialog body (hover tools, a sticky dialog footer). */
  raised: 'z-10',
  /** A page's own sticky bar, below the site header (the shared thesis's toolbar). */
  pageBar: 'z-30',
  /** The site header, sticky at the top. */
  header: 'z-40',
  /** The cookie notice: above the header and the page, below anything the person opened. */
  notice: 'z-45',
  /** What the person opened: dialogs and their overlay, popovers, menus, selects, tooltips. */
  overlay: 'z-50',
  /** Toasts, above everything, dialogs included. */
  toast: 'z-[100]',
} as const;

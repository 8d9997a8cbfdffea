// A place after <main> where a page can put its site footer (so it is the page's contentinfo
// landmark, not a footer inside main): the layout provides it, the landing page fills it.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FooterSlotContext = createContext<HTMLElement | null>(null);

export function FooterSlotProvider({ slot, children }: { slot: HTMLElement | null; children: ReactNode }) {
  return <FooterSlotContext.Provider value={slot}>{children}</FooterSlotContext.Provider>;
}

/** Renders `children` in the layout's footer slot, once it exists. */
export function InFooterSlot({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlotContext);
  return slot ? createPortal(children, slot) : null;
}

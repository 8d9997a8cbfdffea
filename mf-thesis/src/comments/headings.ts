// Where the comment badges go: a slot at the end of each `##` heading's frame in the article
// (`div[data-block-index][data-section]` holding an h2), found in the page and kept up to date while
// the article renders, edits and reloads.
import { useEffect, useState } from 'react';

export interface HeadingSlot {
  /** The section's key (the frame's data-section). */
  section: string;
  /** An element of ours at the end of the heading's frame, for the badge. */
  slot: HTMLElement;
}

const SLOT = 'data-comment-slot';

/** The article's `##` heading frames with a badge slot each (one per section key). */
function findHeadingSlots(root: ParentNode): HeadingSlot[] {
  const found: HeadingSlot[] = [];
  const seen = new Set<string>();
  for (const frame of root.querySelectorAll<HTMLElement>(
    '[data-testid="thesis-article"] [data-block-index][data-section]',
  )) {
    const section = frame.dataset.section ?? '';
    if (!frame.querySelector(':scope > h2') || section === '' || seen.has(section)) continue;
    seen.add(section);
    let slot = frame.querySelector<HTMLElement>(`:scope > [${SLOT}]`);
    if (!slot) {
      slot = document.createElement('div');
      slot.setAttribute(SLOT, '');
      slot.className = 'not-prose -mt-2 mb-4';
      frame.appendChild(slot);
    }
    found.push({ section, slot });
  }
  return found;
}

const same = (a: readonly HeadingSlot[], b: readonly HeadingSlot[]) =>
  a.length === b.length && a.every((x, i) => x.section === b[i]!.section && x.slot === b[i]!.slot);

/** The heading slots of the page's article, rescanned when the page changes. */
export function useSectionHeadings(): HeadingSlot[] {
  const [slots, setSlots] = useState<HeadingSlot[]>([]);
  useEffect(() => {
    let frame = 0;
    const scan = () => {
      frame = 0;
      const next = findHeadingSlots(document);
      setSlots((current) => (same(current, next) ? current : next));
    };
    scan();
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(scan);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return slots;
}

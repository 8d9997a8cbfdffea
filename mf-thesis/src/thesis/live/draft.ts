// The unsaved edit on the thesis page (issue 29, item 4), for the notice that someone else changed the
// thesis: the open inline editor registers here what its edit was made on and how to try saving it.
// Trying it on a version the thesis has since left is refused with the current version, which opens
// the compare-and-merge dialog.
import { createContext, useContext, useEffect, type RefObject } from 'react';

export interface OpenDraft {
  /** The version the edit was made on. */
  baseVersion: number;
  /** Whether the text differs from what the editor opened with. */
  changed: boolean;
  /** Tries to save the text on `baseVersion`. */
  save: () => void;
}

export const DraftContext = createContext<RefObject<OpenDraft | null> | null>(null);

/** Registers the open editor's draft with the page while it is mounted. */
export function useRegisterDraft(draft: OpenDraft): void {
  const ref = useContext(DraftContext);
  useEffect(() => {
    if (!ref) return;
    ref.current = draft;
    return () => {
      if (ref.current === draft) ref.current = null;
    };
  });
}

// Landing dialogs are separate chunks (they bring the ui kit): fetched on hover or focus of what opens
// them, and rendered from the first time they are opened.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps } from './dialog-props';

function lazyDialog(load: () => Promise<{ default: ComponentType<DialogProps> }>) {
  const Dialog = lazy(load);
  const preload = () => void load().catch(() => undefined);
  function LazyDialog({ open, onOpenChange }: DialogProps) {
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog open={open} onOpenChange={onOpenChange} />
      </Suspense>
    );
  }
  return { LazyDialog, preload };
}

export const policyDialog = lazyDialog(() => import('./PolicyDialog'));
export const learnMoreDialog = lazyDialog(() => import('./LearnMoreDialog'));
export const ideaDialog = lazyDialog(() => import('./IdeaDialog'));

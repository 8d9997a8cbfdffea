// A dialog that only tells: a title, a line under it, the text, and one button that closes it (the
// landing page's 'What is Thesis Studio' and 'Privacy & Cookie Policy'). Wide, for reading.
import type { ReactNode } from 'react';
import { Button } from './button.js';
import { DialogFooter } from './dialog.js';
import { DialogFrame } from './dialog-frame.js';

export interface InfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The closing button's words, e.g. 'Got It' or 'Close'. */
  closeLabel: string;
  /** The body's own classes (its spacing and type). */
  bodyClassName?: string;
  children: ReactNode;
}

export function InfoDialog({ onOpenChange, closeLabel, bodyClassName, children, ...frame }: InfoDialogProps) {
  return (
    <DialogFrame
      {...frame}
      onOpenChange={onOpenChange}
      className="w-[calc(100%-2rem)]! max-w-2xl!"
      titleClassName="text-xl"
    >
      <div className={bodyClassName}>{children}</div>
      <DialogFooter>
        <Button onClick={() => onOpenChange(false)}>{closeLabel}</Button>
      </DialogFooter>
    </DialogFrame>
  );
}

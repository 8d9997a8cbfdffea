// A dialog that only tells: a title, a line under it, the text, and one button that closes it (the
// landing page's 'What is Thesis Studio' and 'Privacy & Cookie Policy'). Wide, for reading.
import type { ReactNode } from 'react';
import { Button } from './button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.js';

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

export function InfoDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  bodyClassName,
  children,
}: InfoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[calc(100%-2rem)]! max-w-2xl!">
        <DialogHeader>
          <DialogTitle className="text-xl">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className={bodyClassName}>{children}</div>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{closeLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

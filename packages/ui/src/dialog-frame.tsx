// The frame most dialogs share: a title and the line under it (DialogHeading), inside the dialog's
// content (DialogFrame), so each dialog writes only its body and footer.
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.js';

export interface DialogHeadingProps {
  title: ReactNode;
  description: ReactNode;
  titleClassName?: string;
  /** The description's own id, for a content that names it (aria-describedby) itself. */
  descriptionId?: string;
}

export function DialogHeading({ title, description, titleClassName, descriptionId }: DialogHeadingProps) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {/* Only an id given: Radix's own id (which the content points at) stays otherwise. */}
      <DialogDescription {...(descriptionId ? { id: descriptionId } : {})}>{description}</DialogDescription>
    </DialogHeader>
  );
}

export interface DialogFrameProps extends DialogHeadingProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What opens the dialog (a DialogTrigger), when the dialog is not opened from elsewhere. */
  trigger?: ReactNode;
  /** The content's classes (its width, spacing). */
  className?: string;
  children: ReactNode;
}

export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  className,
  children,
  ...heading
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent
        className={className}
        {...(heading.descriptionId ? { 'aria-describedby': heading.descriptionId } : {})}
      >
        <DialogHeading {...heading} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

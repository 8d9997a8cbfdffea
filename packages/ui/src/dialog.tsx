import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, HTMLAttributes } from 'react';
import { cn } from './cn.js';
import { layer } from './layers.js';
import { useKitT } from './i18n/index.js';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass = `fixed inset-0 ${layer.overlay} bg-black/60 data-[state=open]:animate-in`;
export const contentClass =
  `fixed left-1/2 top-1/2 ${layer.overlay} grid max-h-[90vh] w-full max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 ` +
  'overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg';

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content>;

/**
 * Content over the page, with its overlay and a ✕ that closes it: `place` positions and styles it
 * (a centred dialog, a side sheet), `closePlace` the ✕.
 */
export function OverlaidContent({
  place,
  closePlace,
  className,
  children,
  ...props
}: ContentProps & { place: string; closePlace: string }) {
  const t = useKitT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn(place, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className={cn(closePlace, 'focus:outline-none focus:ring-2 focus:ring-ring')}
          aria-label={t('ui.dialog.close')}
        >
          <span aria-hidden="true">✕</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent(props: ContentProps) {
  return (
    <OverlaidContent
      place={contentClass}
      closePlace="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100"
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

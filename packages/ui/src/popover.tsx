import * as PopoverPrimitive from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cn } from './cn.js';
import { layer } from './layers.js';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/** A floating panel beside its trigger (in a portal, so no frame clips it); Escape and a press outside close it. */
export const PopoverContent = forwardRef<
  ElementRef<typeof PopoverPrimitive.Content>,
  ComponentPropsWithoutRef<typeof PopoverPrimitive.Content> & {
    /** Its layer (layers.ts): what the person opened by default; a content popover stays below the site's chrome. */
    layerClass?: string;
  }
>(function PopoverContent(
  { className, sideOffset = 6, collisionPadding = 8, layerClass = layer.overlay, ...props },
  ref,
) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          `${layerClass} w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-background p-4 text-sm text-foreground shadow-lg outline-none`,
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
});

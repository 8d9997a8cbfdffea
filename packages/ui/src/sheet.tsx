// A panel that slides over the page: from the right edge on wider screens, a bottom sheet on phones
// (Radix Dialog: focus kept inside, Escape and the overlay close it).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { OverlaidContent } from './dialog.js';
import { layer } from './layers.js';

export const Sheet = DialogPrimitive.Root;

const sheetClass =
  `fixed ${layer.overlay} inset-x-0 bottom-0 flex max-h-[85vh] flex-col rounded-t-2xl border-t border-border ` +
  'bg-background shadow-lg sm:left-auto sm:top-0 sm:max-h-none sm:w-[26rem] sm:rounded-none sm:border-l sm:border-t-0';

export function SheetContent(props: ComponentPropsWithoutRef<typeof DialogPrimitive.Content>) {
  return (
    <OverlaidContent
      place={sheetClass}
      closePlace="absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-md text-muted-foreground hover:text-foreground"
      {...props}
    />
  );
}

export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

import { cn } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { REMOTE_NAME } from '../remote';

/** Every state of the page shares this frame: `data-remote` says which bundle rendered it. */
export function Frame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <section
      data-remote={REMOTE_NAME}
      className={cn('mx-auto w-full px-4 pb-20 pt-5 sm:px-8 sm:pt-8', wide ? 'max-w-7xl' : 'max-w-3xl')}
    >
      {children}
    </section>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { cn } from './cn.js';

/**
 * A short list of choices as the browser's own `<select>`, drawn like the kit's Select trigger: the
 * phone's own picker, and nothing to mount beside it (Radix's Select mounts every option as soon as it
 * renders — on the shared page, one long task).
 */
export function NativeSelect({ className, children, ...props }: ComponentPropsWithoutRef<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-8 text-sm',
          'focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm opacity-60"
      >
        ▾
      </span>
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  outline: 'border-border text-foreground',
} as const;

/** An account's site role as a badge's variant: admins stand out, users are plain. */
export const ACCOUNT_ROLE_BADGE = {
  admin: 'default',
  user: 'secondary',
} as const satisfies Record<'admin' | 'user', keyof typeof variants>;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof variants;
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

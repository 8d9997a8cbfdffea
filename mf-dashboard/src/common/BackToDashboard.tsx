// The quiet link above a page's title that leads back to the dashboard.
import { ArrowLeftIcon, buttonClass } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BackToDashboard({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/dashboard"
      className={`${buttonClass('ghost', 'sm')} -ml-3 mb-2 text-muted-foreground hover:text-foreground`}
    >
      <ArrowLeftIcon />
      {children}
    </Link>
  );
}

// A section of the account page: a card that is the region its heading names.
import { Card, cn } from '@thesis-studio/ui';
import type { ReactNode } from 'react';

/** The card of section `id` (its heading is `${id}-title`), headed `title`, then `children`. */
export function AccountSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn(className, 'p-4 sm:p-6')} aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

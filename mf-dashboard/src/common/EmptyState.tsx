// What a list shows while there is nothing in it: an icon in a circle, a title, a line about it and
// maybe a way on (create the first one, go to the dashboard).
import { Card } from '@thesis-studio/ui';
import type { ComponentType, ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  text,
  tone = 'primary',
  compact = false,
  testId,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
  /** The icon's colours: the brand's (an invitation to start) or muted (nothing has come yet). */
  tone?: 'primary' | 'muted';
  /** Smaller, for a section of a page rather than the page's own list. */
  compact?: boolean;
  testId?: string;
  /** Below the line, e.g. a link to create the first one. */
  children?: ReactNode;
}) {
  const gap = tone === 'primary' ? 'gap-3' : 'gap-2';
  const colours = tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground';
  return (
    <Card
      data-testid={testId}
      className={`flex flex-col items-center ${gap} border-dashed px-6 ${compact ? 'py-10' : 'py-12'} text-center shadow-none`}
    >
      <span
        className={`grid ${compact ? 'h-11 w-11' : 'h-12 w-12'} place-items-center rounded-full ${colours}`}
      >
        <Icon className={compact ? 'h-5 w-5' : 'h-6 w-6'} />
      </span>
      <p className={compact ? 'font-medium' : 'text-lg font-medium'}>{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {children}
    </Card>
  );
}

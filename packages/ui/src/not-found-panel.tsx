// What a page says when the thing it shows is not there (a deleted project or thesis, a wrong link):
// its icon in a circle, the heading, why it may be so, and the way back the page gives.
import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn.js';
import { useKitT } from './i18n/index.js';

export interface NotFoundPanelProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  /** The way back, e.g. a link to the dashboard. */
  action: ReactNode;
  /** The panel's own spacing (its width, the room above and below). */
  className?: string;
}

export function NotFoundPanel({ icon: Icon, title, action, className }: NotFoundPanelProps) {
  const t = useKitT();
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center gap-3 text-center', className)}>
      <span className="grid h-14 w-14 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{t('ui.notFound.text')}</p>
      {action}
    </div>
  );
}

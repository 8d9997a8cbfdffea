import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Card } from './card.js';
import { cn } from './cn.js';
import { useKitT } from './i18n/index.js';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Your tokens could not be loaded." */
  title: ReactNode;
  /** Why, as far as the app knows (the server's message), or what the reader can do. */
  detail?: ReactNode;
  /** Loads again; without it there is no button (the part reloads with the page around it). */
  onRetry?: () => void;
  /**
   * `card`: the page's main content failed, a card in the page's flow; `inline`: a section or
   * dialog's part failed, plain text with a smaller button.
   */
  variant?: 'card' | 'inline';
  className?: string;
}

/** The one "could not be loaded / Try again" message of every app, announced as an alert. */
export function LoadError({ title, detail, onRetry, variant = 'card', className }: LoadErrorProps) {
  const t = useKitT();
  const inline = variant === 'inline';
  const body = (
    <>
      <p className="font-medium">{title}</p>
      {detail ? <p className={cn('mt-1 text-muted-foreground', !inline && 'text-sm')}>{detail}</p> : null}
      {onRetry ? (
        <Button
          className={inline ? 'mt-3' : 'mt-4'}
          size={inline ? 'sm' : undefined}
          variant="outline"
          onClick={onRetry}
        >
          {t('ui.loadError.retry')}
        </Button>
      ) : null}
    </>
  );
  return inline ? (
    <div role="alert" className={cn('text-sm', className)}>
      {body}
    </div>
  ) : (
    <Card role="alert" className={cn('p-6', className)}>
      {body}
    </Card>
  );
}

// The Key Insights list (spec §2): the summary's bullet lines, skeletons while they load, a message when there are none.
import { Skeleton, cn } from '@thesis-studio/ui';
import { useT } from './i18n/index.js';

export type KeyInsightsStatus = 'loading' | 'ready' | 'empty';

export interface KeyInsightsProps {
  status: KeyInsightsStatus;
  /** Bullet lines; a leading bullet character ('•', '-', '*') is dropped. */
  bullets: string[];
  /** A heading above the list (the shared page's block after the article); none inside a cue card. */
  title?: string;
  /**
   * A region of its own, named "Key insights" (the default); false inside a section that already is one
   * (the shared page's Key Insights block), so screen readers do not list the same region twice.
   */
  landmark?: boolean;
  className?: string;
}

export const KEY_INSIGHTS_EMPTY = 'Unable to generate key insights at this time.';

/** A summary line without its bullet character. */
export const bulletText = (line: string): string => line.replace(/^\s*(?:[•●▪‣◦*-]|\d+[.)])\s*/u, '').trim();

export function KeyInsights({ status, bullets, title, landmark = true, className }: KeyInsightsProps) {
  const t = useT();
  const lines = bullets.map(bulletText).filter(Boolean);
  const shown = status === 'ready' && lines.length === 0 ? 'empty' : status;
  const Frame = landmark ? 'section' : 'div';
  return (
    <Frame
      className={cn('grid gap-3', className)}
      aria-busy={shown === 'loading'}
      aria-label={landmark && !title ? t('view.insights.label') : undefined}
    >
      {title ? <h2 className="text-xl font-semibold tracking-tight text-foreground">{title}</h2> : null}
      {shown === 'loading' ? (
        <div className="grid gap-2.5">
          <span className="sr-only">{t('view.insights.loading')}</span>
          {['w-11/12', 'w-4/5', 'w-full', 'w-3/4'].map((width) => (
            <Skeleton key={width} className={cn('h-4', width)} />
          ))}
        </div>
      ) : shown === 'empty' ? (
        <p className="text-sm text-muted-foreground">{t('view.insights.empty')}</p>
      ) : (
        <ul className="grid gap-2.5">
          {lines.map((line, i) => (
            <li key={`${i}:${line}`} className="flex gap-3 text-[0.9375rem] leading-6 text-foreground/90">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}

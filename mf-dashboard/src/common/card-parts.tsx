// What the dashboard's cards share (project, thesis, saved link and question cards): the clock and the
// date in the reader's language choice, and a delete button that asks before it deletes.
import { DateText } from '@thesis-studio/client';
import {
  Button,
  ClockIcon,
  cn,
  ConfirmDialog,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  TrashIcon,
} from '@thesis-studio/ui';
import { useState, type ComponentProps } from 'react';

/** A clock and a relative date ('Today', '3 days ago', then the date), the moment as its tooltip. */
export function CardDate({
  className = 'text-xs text-muted-foreground',
  testId,
  label,
  ...date
}: Pick<ComponentProps<typeof DateText>, 'value' | 'scale' | 'prefix'> & {
  className?: string;
  testId?: string;
  /** Read to screen readers only, before the date: 'Updated '. */
  label?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid={testId}>
      <ClockIcon className="h-3.5 w-3.5" />
      {label ? <span className="sr-only">{label}</span> : null}
      <DateText {...date} />
    </span>
  );
}

/** An icon button with a tooltip that opens a destructive confirmation before `onConfirm`. */
export function ConfirmedDeleteButton({
  label,
  tooltip,
  busy,
  className,
  confirm,
  onConfirm,
}: {
  /** The button's accessible name: 'Delete thesis Nordic entry'. */
  label: string;
  tooltip: string;
  busy: boolean;
  className: string;
  /** The confirmation's title, description and confirming button. */
  confirm: { title: string; description: string; action: string };
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className={cn('text-muted-foreground hover:bg-red-50 hover:text-destructive', className)}
            aria-label={label}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{tooltip}</TooltipContent>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.action}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

// What the API tokens and the webhooks sections share: a card with a heading, a line about it and an
// add button; below it the list, a skeleton while it loads, a LoadError when it failed, or what is
// shown when there is nothing yet; and removing an item (revoke, delete) after a confirmation, with its
// toasts.
import { serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import { Button, Card, ConfirmDialog, PlusIcon, toast, type ButtonVariant } from '@thesis-studio/ui';
import { useState, type ReactNode } from 'react';
import { SectionContent } from '../common/SectionContent';
import { BusyButton } from '../account/ButtonSpinner';
import { useT } from '../i18n';

export interface ManagedListProps<T> {
  /** The heading's id (the card is the region it names). */
  headingId: string;
  title: string;
  description: ReactNode;
  addLabel: string;
  addVariant?: ButtonVariant;
  onAdd: () => void;
  items: T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** e.g. 'tokens': "Loading tokens" names the skeleton. */
  /** Names the placeholders while the list loads: 'Loading tokens'. */
  loadingLabel: string;
  /** One skeleton per row shown while loading, with their height class. */
  skeletonRows: string[];
  errorTitle: string;
  empty: { title: string; text: string };
  listLabel: string;
  renderItem: (item: T) => ReactNode;
  /** The dialogs (add, confirm removal). */
  children?: ReactNode;
}

export function ManagedList<T>(props: ManagedListProps<T>) {
  const { items, error } = props;
  return (
    <Card className="p-6" role="region" aria-labelledby={props.headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={props.headingId} className="text-xl font-semibold">
            {props.title}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted-foreground">{props.description}</p>
        </div>
        <Button variant={props.addVariant} onClick={props.onAdd}>
          <PlusIcon aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>

      <SectionContent
        value={items}
        error={error}
        onRetry={props.onRetry}
        loadingLabel={props.loadingLabel}
        rows={props.skeletonRows}
        errorTitle={props.errorTitle}
      >
        {(items) =>
          items.length === 0 ? (
            <div className="mt-4 rounded-md border border-dashed border-border p-6 text-center">
              <p className="font-medium">{props.empty.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{props.empty.text}</p>
            </div>
          ) : (
            <ul
              className="mt-4 divide-y divide-border rounded-md border border-border"
              aria-label={props.listLabel}
            >
              {items.map(props.renderItem)}
            </ul>
          )
        }
      </SectionContent>
      {props.children}
    </Card>
  );
}

/** A row's remove button (Revoke, Delete): busy while its item is being removed. */
export function RemoveButton({
  label,
  ariaLabel,
  busy,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <BusyButton
      variant="outline"
      size="sm"
      className="text-destructive"
      aria-label={ariaLabel}
      busy={busy}
      onClick={onClick}
    >
      {label}
    </BusyButton>
  );
}

/** What the removal confirmation says about `item` (null while it closes). */
export type RemovalQuestion<T> = (item: T | null) => {
  title: string;
  description: string;
  confirmLabel: string;
};

/**
 * Removes an item once the person confirms (`ask` opens `confirmDialog`), toasts what happened (the
 * server's reason on failure) and reads the list again. `busy` is the id being removed.
 */
export function useRemoval<T extends { id: string }>(
  remove: (item: T) => Promise<unknown>,
  refetch: () => Promise<unknown>,
  messages: {
    question: RemovalQuestion<T>;
    done: (item: T) => { title: string; description: string };
    failed: string;
  },
): { busy: string | null; ask: (item: T) => void; confirmDialog: ReactNode } {
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<T | null>(null);
  const t = useT();
  const removeItem = async (item: T) => {
    setBusy(item.id);
    try {
      await remove(item);
      toast(messages.done(item));
    } catch (err) {
      toast({
        title: messages.failed,
        description: serverErrorMessage(err) ?? t('dashboard.common.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
    await refetchQuietly(refetch);
  };
  const confirmDialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      {...messages.question(asking)}
      destructive
      onConfirm={() => {
        const item = asking;
        setAsking(null);
        if (item) void removeItem(item);
      }}
    />
  );
  return { busy, ask: setAsking, confirmDialog };
}

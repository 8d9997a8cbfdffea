// Who else has the thesis open (issue 29, item 4): an avatar with initials per person, their names
// for screen readers and on hover; nothing when the viewer is alone.
import { cn } from '@thesis-studio/ui';
import { T, useT } from '../../i18n/thesis';

const COLOURS = [
  'bg-sky-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-teal-700',
] as const;

/** A steady colour per person (from their id), white text on it. */
const colourOf = (userId: string) =>
  COLOURS[[...userId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

const initialsOf = (name: string) =>
  (name.match(/[\p{L}\p{N}]+/gu) ?? [name])
    .slice(0, 2)
    .map((part) => [...part][0]!.toUpperCase())
    .join('');

/** How many avatars show before "+n". */
const SHOWN = 4;

export function PresenceAvatars({
  others,
  className,
}: {
  others: ReadonlyArray<{ userId: string; username: string }>;
  className?: string;
}) {
  const t = useT();
  if (others.length === 0) return null;
  const names = others.map((user) => user.username);
  const label =
    names.length === 1
      ? t('thesis.presence.one', { name: names[0] })
      : t('thesis.presence.many', { names: names.join(', ') });
  const shown = names.slice(0, 2).join(', ');
  return (
    <div
      role="status"
      aria-label={label}
      title={label}
      data-testid="thesis-presence"
      className={cn('flex min-w-0 max-w-full items-center gap-2', className)}
    >
      <ul className="flex -space-x-2" aria-hidden="true">
        {others.slice(0, SHOWN).map((user) => (
          <li
            key={user.userId}
            className={cn(
              'flex h-8 w-8 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-background',
              colourOf(user.userId),
            )}
          >
            {initialsOf(user.username)}
          </li>
        ))}
        {others.length > SHOWN ? (
          <li className="flex h-8 w-8 items-center justify-center rounded-full bg-muted text-xs font-semibold text-foreground ring-2 ring-background">
            +{others.length - SHOWN}
          </li>
        ) : null}
      </ul>
      <span className="min-w-0 truncate text-sm text-muted-foreground" aria-hidden="true">
        {names.length === 1
          ? t('thesis.presence.oneHere', { name: names[0] })
          : names.length > 2
            ? t('thesis.presence.manyHereMore', { names: shown, more: names.length - 2 })
            : t('thesis.presence.manyHere', { names: shown })}
      </span>
    </div>
  );
}

/** "<name> changed this thesis": shown while the viewer has unsaved edits; Compare opens the merge. */
export function ChangedNotice({
  byName,
  onCompare,
  onDismiss,
}: {
  byName: string;
  onCompare: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="thesis-changed"
      // Stays in sight (under the site header) while the person scrolls to their editor.
      className="sticky top-20 z-30 mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 shadow-md"
    >
      <p className="min-w-0 flex-1">
        <T
          id="thesis.changed.notice"
          values={{ name: byName, b: (chunks) => <span className="font-medium">{chunks}</span> }}
        />
      </p>
      <button
        type="button"
        className="rounded-md border border-amber-400 bg-background px-3 py-1.5 font-medium text-foreground hover:bg-muted"
        onClick={onCompare}
      >
        {t('thesis.changed.compare')}
      </button>
      <button
        type="button"
        className="rounded-md px-3 py-1.5 text-amber-900 underline-offset-2 hover:underline"
        onClick={onDismiss}
      >
        {t('thesis.changed.dismiss')}
      </button>
    </div>
  );
}

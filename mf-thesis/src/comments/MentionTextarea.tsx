// A comment box that suggests the project's members when an @name is typed: ArrowUp/ArrowDown move,
// Enter or Tab insert, Escape closes the list (the box points at the listbox and its active option).
import { Textarea, cn } from '@thesis-studio/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/flow';
import { insertMention, mentionAt, mentionSuggestions } from './comments';

export interface Member {
  userId: string;
  username: string;
}

export function MentionTextarea({
  value,
  onChange,
  members,
  label,
  placeholder,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  members: readonly Member[];
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  /** Ctrl/⌘+Enter. */
  onSubmit?: () => void;
}) {
  const t = useT();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const mention = mentionAt(value, caret);
  const options = mention && dismissed !== mention.start ? mentionSuggestions(members, mention.query) : [];
  const open = options.length > 0;

  const choose = (member: Member) => {
    if (!mention) return;
    const next = insertMention(value, mention.start, caret, member.username);
    onChange(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[Math.min(active, options.length - 1)]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(mention!.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        value={value}
        aria-label={label}
        placeholder={placeholder}
        rows={3}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        className="min-h-[4.5rem] resize-y text-sm"
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('flow.comments.members')}
          className="absolute inset-x-0 bottom-full mb-1 max-h-48 overflow-y-auto rounded-md border border-border bg-background p-1 shadow-md"
        >
          {options.map((member, index) => (
            <li
              key={member.userId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
              className={cn(
                'cursor-pointer rounded px-2 py-1.5 text-sm',
                index === active ? 'bg-muted text-foreground' : 'text-foreground',
              )}
            >
              @{member.username}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

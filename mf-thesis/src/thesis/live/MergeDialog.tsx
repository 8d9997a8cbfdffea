// Compare and merge (issue 29, item 4): an edit met a newer version. The dialog shows, for each field
// and article section that differs, the other version beside the person's unsaved text with Keep mine /
// Take theirs / Both, and saves the result on top of the current version. Nothing is lost: sections
// both changed default to both; cancelling keeps the unsaved text in its editor.
import { DateText } from '@thesis-studio/client';
import { Button, DialogFooter, DialogFrame } from '@thesis-studio/ui';
import { useId, useMemo, useState } from 'react';
import type { UpdateThesisInput } from '../../gql/graphql';
import { T, useT, type ThesisTranslate } from '../../i18n/thesis';
import { mergedInput, mergeItems, type Choice, type CurrentThesis, type MergeItem } from './merge';

export interface MergeDialogProps {
  open: boolean;
  /** The refused edit and the thesis as it is now; null: closed. */
  conflict: { input: UpdateThesisInput; current: CurrentThesis } | null;
  /** Saves the merged edit on top of `current.version`; true once saved. */
  onSave: (input: UpdateThesisInput, version: number) => Promise<boolean>;
  onCancel: () => void;
}

const choiceLabel = (choice: Choice, t: ThesisTranslate): string =>
  choice === 'mine'
    ? t('thesis.merge.keepMine')
    : choice === 'theirs'
      ? t('thesis.merge.takeTheirs')
      : t('thesis.merge.both');

/** The item's name in the reader's language: the fields and the introduction by their ids, a section by its heading. */
const labelOf = (item: MergeItem, t: ThesisTranslate): string =>
  item.id === 'title'
    ? t('thesis.merge.labelTitle')
    : item.id === 'intellectualChallenge'
      ? t('thesis.merge.labelQuestion')
      : item.id === 'section:'
        ? t('thesis.merge.labelIntroduction')
        : item.label;

export function MergeDialog({ open, conflict, onSave, onCancel }: MergeDialogProps) {
  const t = useT();
  return (
    <DialogFrame
      open={open && conflict !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('thesis.merge.title')}
      description={
        conflict ? (
          <T
            id="thesis.merge.description"
            values={{
              named: conflict.current.updatedBy ? 'yes' : 'no',
              name: conflict.current.updatedBy?.name ?? '',
              version: conflict.current.version,
              dated: conflict.current.updatedAt ? 'yes' : 'no',
              date: () =>
                conflict.current.updatedAt ? (
                  <DateText value={conflict.current.updatedAt} scale="hours" />
                ) : null,
            }}
          />
        ) : (
          ''
        )
      }
      className="max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-4xl overflow-y-auto"
    >
      {conflict ? (
        <MergeBody key={conflict.current.version} conflict={conflict} onSave={onSave} onCancel={onCancel} />
      ) : null}
    </DialogFrame>
  );
}

function MergeBody({
  conflict,
  onSave,
  onCancel,
}: {
  conflict: NonNullable<MergeDialogProps['conflict']>;
  onSave: MergeDialogProps['onSave'];
  onCancel: () => void;
}) {
  const t = useT();
  const { input, current } = conflict;
  const items = useMemo(() => mergeItems(input, current), [input, current]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [saving, setSaving] = useState(false);
  const theirName = current.updatedBy?.name ?? t('thesis.merge.otherVersion');

  const save = async () => {
    setSaving(true);
    const saved = await onSave(mergedInput(input, current, choices), current.version);
    if (!saved) setSaving(false);
  };

  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('thesis.merge.same')}</p>
      ) : (
        <div className="grid gap-4" data-testid="merge-items">
          {items.map((item) => (
            <MergeRow
              key={item.id}
              item={item}
              theirName={theirName}
              choice={choices[item.id] ?? item.initial}
              onChoose={(choice) => setChoices((all) => ({ ...all, [item.id]: choice }))}
            />
          ))}
        </div>
      )}
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('thesis.merge.keepEditing')}
        </Button>
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? t('thesis.common.saving') : t('thesis.merge.save', { version: current.version })}
        </Button>
      </DialogFooter>
    </>
  );
}

function Side({ heading, text }: { heading: string; text: string | null }) {
  const t = useT();
  return (
    <div className="min-w-0 rounded-md border border-border bg-muted/30 p-3">
      <p className="mb-1 text-xs font-semibold text-muted-foreground">{heading}</p>
      {text === null ? (
        <p className="text-sm italic text-muted-foreground">{t('thesis.merge.notInVersion')}</p>
      ) : (
        // Focusable: it scrolls when long (keyboard users scroll it too).
        <pre
          tabIndex={0}
          className="max-h-48 overflow-auto whitespace-pre-wrap break-words font-sans text-sm"
        >
          {text}
        </pre>
      )}
    </div>
  );
}

function MergeRow({
  item,
  theirName,
  choice,
  onChoose,
}: {
  item: MergeItem;
  theirName: string;
  choice: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const name = useId();
  const t = useT();
  const label = labelOf(item, t);
  return (
    <fieldset className="rounded-lg border border-border p-3" data-testid={`merge-${item.id}`}>
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side heading={t('thesis.merge.theirs', { name: theirName })} text={item.theirs} />
        <Side heading={t('thesis.merge.mine')} text={item.mine} />
      </div>
      <div
        className="mt-3 flex flex-wrap gap-x-4 gap-y-2"
        role="radiogroup"
        aria-label={t('thesis.merge.keepFor', { label })}
      >
        {item.choices.map((option) => (
          <label key={option} className="flex min-h-6 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => onChoose(option)}
              className="h-4 w-4 accent-primary"
            />
            {choiceLabel(option, t)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

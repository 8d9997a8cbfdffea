// Working together on the thesis page (issue 29, item 4), as the workspace composes it: who else is
// here, the notice that someone else changed the thesis while this person edits (with Compare), and
// compare-and-merge when an edit met a newer version.
import { useRef, useState } from 'react';
import { useT } from '../../i18n/thesis';
import { thesisUpdated } from '../card-edit';
import { lazyDialog } from '../lazy-dialog';
import type { EditConflict, useThesisUpdate } from '../useThesisUpdate';
import type { OpenDraft } from './draft';
import { ChangedNotice, PresenceAvatars } from './Presence';
import { useThesisLive } from './useThesisLive';

const MergeDialog = lazyDialog(() => import('./MergeDialog').then((m) => m.MergeDialog));

export type Together = ReturnType<typeof useWorkingTogether>;

export function useWorkingTogether(thesisId: string) {
  const draft = useRef<OpenDraft | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [changedBy, setChangedBy] = useState<string | null>(null);
  const others = useThesisLive(thesisId, (change) => {
    // Told only when it touches an unsaved edit: saving it now would be refused.
    const open = draft.current;
    if (open?.changed && change.version > open.baseVersion) setChangedBy(change.byName);
  });
  return { draft, conflict, setConflict, changedBy, setChangedBy, others };
}

/** Who else is here, and (while editing) that someone else changed the thesis. */
export function TogetherBar({ together, editing }: { together: Together; editing: boolean }) {
  const { changedBy, setChangedBy, draft } = together;
  return (
    <>
      <PresenceAvatars others={together.others} className="mt-3" />
      {changedBy && editing ? (
        <ChangedNotice
          byName={changedBy}
          onCompare={() => {
            setChangedBy(null);
            // Saving on the version the edit was made on is refused with the current one: the merge opens.
            draft.current?.save();
          }}
          onDismiss={() => setChangedBy(null)}
        />
      ) : null}
    </>
  );
}

/** Compare and merge after a refused edit; the merged text is saved on the current version. */
export function TogetherMerge({
  together,
  update,
  onMerged,
}: {
  together: Together;
  update: ReturnType<typeof useThesisUpdate>;
  onMerged: () => void;
}) {
  const { conflict, setConflict, setChangedBy } = together;
  const t = useT();
  return (
    <MergeDialog
      open={conflict !== null}
      conflict={conflict}
      onCancel={() => setConflict(null)}
      onSave={async (input, version) => {
        const result = await update(input, version, thesisUpdated(t));

        if (result !== 'saved') return false;
        setConflict(null);
        setChangedBy(null);
        onMerged();
        return true;
      }}
    />
  );
}

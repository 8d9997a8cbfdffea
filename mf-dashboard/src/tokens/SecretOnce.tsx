// A secret shown the one time it exists (a new API token, a webhook's signing secret): read-only, with a
// Copy button, and a warning that it will not be shown again.
import { Button, CheckIcon, CopyIcon, Input, Label } from '@thesis-studio/ui';
import { useCopy } from '@thesis-studio/thesis-view';
import { useId } from 'react';
import { useT } from '../i18n';

export interface SecretOnceProps {
  label: string;
  secret: string;
  /** What the copy confirmation says, e.g. 'Token copied'. */
  copiedTitle: string;
  /** What the Copy button copies, read out after its word: 'the token' (the button is 'Copy the token'). */
  what: string;
}

export function SecretOnce({ label, secret, copiedTitle, what }: SecretOnceProps) {
  const id = useId();
  const t = useT();
  const { copied, copy } = useCopy(
    { title: copiedTitle, description: t('dashboard.secret.copiedText') },
    { title: t('dashboard.secret.copyFailed'), description: t('dashboard.secret.copyFailedText') },
  );

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={secret}
          spellCheck={false}
          className="min-w-0 font-mono text-xs sm:text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy(secret)}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {/* The word is visible from the small breakpoint up; the whole name is always read out. */}
          <span className="sr-only sm:not-sr-only">
            {copied ? t('dashboard.secret.copied') : t('dashboard.secret.copy')}
          </span>
          <span className="sr-only"> {what}</span>
        </Button>
      </div>
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {t('dashboard.secret.warning')}
      </p>
    </div>
  );
}

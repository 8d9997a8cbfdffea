import { useT } from '@thesis-studio/i18n';

/** Centred spinner without the ui kit, for the moments before it has loaded. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <span role="status" aria-label={t('shell.loading')} className="inline-flex">
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        />
      </span>
    </div>
  );
}

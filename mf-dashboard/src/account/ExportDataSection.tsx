// Export my data (issue 21 part 3): downloads the ZIP from GET /api/user/export and says what is in
// it; the hourly limit (429) is shown with the server's message.
import { answered, ApiError, apiErrorMessage, rest } from '@thesis-studio/client';
import { Button, DownloadIcon } from '@thesis-studio/ui';
import { useState } from 'react';
import { AccountSection } from './AccountSection';
import { T, useT } from '../i18n';
import { exportContents, exportFileName } from './account';
import { ButtonSpinner } from './ButtonSpinner';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/** Hands a downloaded file to the browser as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ExportDataSection() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const t = useT();

  const download = async () => {
    setState({ kind: 'preparing' });
    try {
      const { data, response } = await answered(rest().GET('/api/user/export', { parseAs: 'blob' }));
      const fileName = exportFileName(response.headers.get('Content-Disposition'));
      saveFile(data, fileName);
      setState({ kind: 'done', fileName });
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      setState({
        kind: 'failed',
        message: limited
          ? (apiErrorMessage(error) ?? t('dashboard.export.limited'))
          : (apiErrorMessage(error) ?? t('dashboard.export.failed')),
      });
    }
  };

  return (
    <AccountSection id="export" title={t('dashboard.export.title')}>
      <p className="mt-2 text-sm text-muted-foreground">{t('dashboard.export.intro')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {exportContents(t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => void download()} disabled={state.kind === 'preparing'}>
          {state.kind === 'preparing' ? <ButtonSpinner /> : <DownloadIcon />}
          {state.kind === 'preparing' ? t('dashboard.export.preparing') : t('dashboard.export.download')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('dashboard.export.limit')}</p>
      </div>
      <div aria-live="polite" className="mt-3 text-sm empty:hidden">
        {state.kind === 'done' ? (
          <p data-testid="export-done">
            <T
              id="dashboard.export.done"
              values={{
                fileName: state.fileName,
                b: (chunks) => <span className="font-medium">{chunks}</span>,
              }}
            />
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p
          role="alert"
          data-testid="export-error"
          className="mt-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {state.message}
        </p>
      ) : null}
    </AccountSection>
  );
}

// Delete my account (issue 21 part 2): the consequences listed with the person's own counts, the
// password typed again; afterwards signed out and sent to the landing page with a toast. The last admin
// is told why they cannot.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { authStore, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import { Button, DialogFooter, DialogFrame, Skeleton, TextField, toast, TrashIcon } from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { useT } from '../i18n';
import { AccountSection } from './AccountSection';
import { deletionConsequences, type AccountDataCounts } from './account';
import { BusyButton } from './ButtonSpinner';

const DeleteAccountSectionQuery = graphql(`
  query DeleteAccountSection {
    myData {
      projects
      theses
      sources
      savedLinks
      comments
      questionsSent
      questionsReceived
      readerChats
      sessions
      canDelete
      deletionBlockedReason
    }
  }
`);

const DeleteAccountSectionDeleteMutation = graphql(`
  mutation DeleteAccountSectionDelete($password: String!) {
    deleteMyAccount(password: $password) {
      message
    }
  }
`);

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { data, error, refetch } = useQuery(DeleteAccountSectionQuery, { fetchPolicy: 'network-only' });
  const summary = data?.myData;
  const t = useT();

  return (
    <AccountSection id="delete" title={t('dashboard.delete.title')} className="border-destructive/40">
      <p className="mt-2 text-sm text-muted-foreground">{t('dashboard.delete.intro')}</p>
      {summary && !summary.canDelete ? (
        <p
          role="alert"
          data-testid="delete-blocked"
          className="mt-4 rounded-md border border-border bg-muted p-3 text-sm"
        >
          {summary.deletionBlockedReason ?? t('dashboard.delete.blocked')}
        </p>
      ) : null}
      {error && !summary ? (
        <QueryLoadError
          variant="inline"
          className="mt-4"
          title={t('dashboard.delete.loadError')}
          error={error}
          refetch={refetch}
        />
      ) : (
        <Button
          className="mt-4"
          variant="destructive"
          disabled={!summary?.canDelete}
          onClick={() => {
            void refetchQuietly(refetch);
            setOpen(true);
          }}
        >
          <TrashIcon />
          {t('dashboard.delete.title')}
        </Button>
      )}
      {summary ? <DeleteAccountDialog open={open} onOpenChange={setOpen} summary={summary} /> : null}
    </AccountSection>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  summary,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: (AccountDataCounts & { canDelete: boolean; deletionBlockedReason?: string | null }) | undefined;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [deleteAccount, { loading }] = useMutation(DeleteAccountSectionDeleteMutation);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  const close = (next: boolean) => {
    if (loading) return;
    if (!next) {
      setPassword('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(t('dashboard.delete.typePassword'));
      return;
    }
    let message: string | undefined;
    try {
      const { data } = await deleteAccount({ variables: { password } });
      message = data?.deleteMyAccount.message;
    } catch (error) {
      setProblem(serverErrorMessage(error) ?? t('dashboard.delete.failed'));
      return;
    }
    // Every session has ended on the server: forget the user here and leave for the landing page. The
    // sign-in guard redirects a signed-out page to /auth as it re-renders; flushSync lets it do so
    // first, so that this navigation, the later one, is where the person ends up.
    flushSync(() => authStore.setUser(null, { signedOut: true }));
    void navigate('/', { replace: true });
    await client.clearStore().catch(() => undefined);
    toast({
      title: t('dashboard.delete.done'),
      description: message ?? t('dashboard.delete.doneText'),
    });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title={t('dashboard.delete.dialogTitle')}
      description={t('dashboard.delete.dialogText')}
      descriptionId="delete-account-description"
    >
      {summary ? (
        <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="delete-consequences">
          {deletionConsequences(summary, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
      {summary && !summary.canDelete ? (
        <p role="alert" className="rounded-md border border-border bg-muted p-3 text-sm">
          {summary.deletionBlockedReason ?? t('dashboard.delete.blocked')}
        </p>
      ) : (
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="grid gap-2">
            <TextField
              id="delete-account-password"
              label={t('dashboard.delete.passwordLabel')}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'delete-account-problem' : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblem(null);
              }}
            />
            {problem ? (
              <p id="delete-account-problem" role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={loading} onClick={() => close(false)}>
              {t('dashboard.common.cancel')}
            </Button>
            <BusyButton type="submit" variant="destructive" busy={loading} disabled={!password}>
              {loading ? t('dashboard.delete.deleting') : t('dashboard.delete.title')}
            </BusyButton>
          </DialogFooter>
        </form>
      )}
    </DialogFrame>
  );
}

// Personal API tokens (issue 19 part 1): the list (name, scope, created, expires, last used), creating
// one (name, scope, expiry) with its secret shown once, and revoking one after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, refetchQuietly, useDates } from '@thesis-studio/client';
import { Badge } from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { ProblemTextField } from '../common/ProblemTextField';
import { graphql } from '../gql';
import type { ApiTokenScope } from '../gql/graphql';
import { T, useT } from '../i18n';
import { ChoiceGroup } from './ChoiceGroup';
import { ManagedList, RemoveButton, useRemoval } from './ManagedList';
import { createOrShowProblems, SecretDialog } from './SecretDialog';
import {
  EXPIRY_CHOICES,
  SCOPE_LABELS,
  TOKEN_NAME_MAX,
  expiryDays,
  expiryLabel,
  lastUsedLabel,
  type ExpiryChoice,
} from './tokens';

const TokensSectionQuery = graphql(`
  query TokensSection {
    apiTokens {
      id
      name
      scope
      prefix
      createdAt
      expiresAt
      lastUsedAt
      expired
    }
  }
`);

const TokensSectionCreateMutation = graphql(`
  mutation TokensSectionCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
      }
    }
  }
`);

const TokensSectionRevokeMutation = graphql(`
  mutation TokensSectionRevoke($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export function TokensSection() {
  const { data, error, refetch } = useQuery(TokensSectionQuery, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(TokensSectionRevokeMutation);
  const [creating, setCreating] = useState(false);
  const dates = useDates();
  const t = useT();
  const removal = useRemoval(
    (token: { id: string; name: string }) => revoke({ variables: { id: token.id } }),
    refetch,
    {
      question: (token) => ({
        title: t('dashboard.tokens.revoke.title', { name: token?.name ?? '' }),
        description: t('dashboard.tokens.revoke.text'),
        confirmLabel: t('dashboard.tokens.revoke.confirm'),
      }),
      done: (token) => ({
        title: t('dashboard.tokens.revoked'),
        description: t('dashboard.tokens.revokedText', { name: token.name }),
      }),
      failed: t('dashboard.tokens.revokeFailed'),
    },
  );

  return (
    <ManagedList
      headingId="tokens-title"
      title={t('dashboard.tokens.title')}
      description={
        <T
          id="dashboard.tokens.text"
          values={{
            code: (chunks) => (
              <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">{chunks}</code>
            ),
          }}
        />
      }
      addLabel={t('dashboard.tokens.create')}
      onAdd={() => setCreating(true)}
      items={data?.apiTokens}
      error={error}
      onRetry={() => void refetchQuietly(refetch)}
      loadingLabel={t('dashboard.tokens.loading')}
      skeletonRows={['h-20', 'h-20']}
      errorTitle={t('dashboard.tokens.loadError')}
      empty={{
        title: t('dashboard.tokens.empty.title'),
        text: t('dashboard.tokens.empty.text'),
      }}
      listLabel={t('dashboard.tokens.list')}
      renderItem={(token) => (
        <li
          key={token.id}
          data-testid="token-row"
          className="flex flex-wrap items-start justify-between gap-3 p-4"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="break-words">{token.name}</span>
              <Badge variant={token.scope === 'write' ? 'default' : 'secondary'}>
                {t(SCOPE_LABELS[token.scope].title)}
              </Badge>
              {token.expired ? (
                <Badge variant="destructive">{t('dashboard.tokens.expiredBadge')}</Badge>
              ) : null}
            </p>
            <p className="mt-1 font-mono text-xs text-muted-foreground">{token.prefix}</p>
            <p className="mt-2 flex flex-col gap-x-3 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
              <span>
                <T
                  id="dashboard.tokens.created"
                  values={{ date: () => <DateText value={token.createdAt} show="date" /> }}
                />
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{expiryLabel(token, dates, t)}</span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{lastUsedLabel(token.lastUsedAt, dates, t)}</span>
            </p>
          </div>
          <RemoveButton
            label={t('dashboard.tokens.revoke')}
            ariaLabel={t('dashboard.tokens.revokeLabel', { name: token.name })}
            busy={removal.busy === token.id}
            onClick={() => removal.ask({ id: token.id, name: token.name })}
          />
        </li>
      )}
    >
      <CreateTokenDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => void refetchQuietly(refetch)}
      />
      {removal.confirmDialog}
    </ManagedList>
  );
}

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

function CreateTokenDialog({ open, onOpenChange, onCreated }: CreateTokenDialogProps) {
  const [create, { loading }] = useMutation(TokensSectionCreateMutation);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('30');
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const t = useT();
  const scopes = (['read', 'write'] as const).map((value) => ({
    value,
    title: t(SCOPE_LABELS[value].title),
    detail: t(SCOPE_LABELS[value].detail),
  }));
  const expiries = EXPIRY_CHOICES.map(({ value, label }) => ({ value, title: t(label) }));

  const reset = () => {
    setName('');
    setScope('read');
    setExpiry('30');
    setProblems({});
    setCreated(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblems({ name: [t('dashboard.tokens.nameMissing')] });
      return;
    }
    setProblems({});
    await createOrShowProblems(
      async () => {
        const { data } = await create({
          variables: { input: { name: name.trim(), scope, expiresInDays: expiryDays(expiry) } },
        });
        const result = data?.createApiToken;
        if (!result) throw new Error('The token was not created.');
        setCreated({ token: result.token, name: result.apiToken.name });
        onCreated();
      },
      setProblems,
      t('dashboard.tokens.createFailed'),
      t,
    );
  };

  return (
    <SecretDialog
      open={open}
      onOpenChange={onOpenChange}
      reset={reset}
      created={
        created
          ? {
              title: t('dashboard.tokens.new.title'),
              description: t('dashboard.tokens.new.text', { name: created.name }),
              secret: {
                label: t('dashboard.tokens.new.label'),
                secret: created.token,
                copiedTitle: t('dashboard.tokens.new.copied'),
                what: t('dashboard.tokens.new.what'),
              },
            }
          : null
      }
      title={t('dashboard.tokens.form.title')}
      description={t('dashboard.tokens.form.text')}
      submitLabel={t('dashboard.tokens.create')}
      loading={loading}
      onSubmit={(event) => void submit(event)}
    >
      <ProblemTextField
        id="token-name"
        label={t('dashboard.tokens.form.name')}
        value={name}
        maxLength={TOKEN_NAME_MAX}
        placeholder={t('dashboard.tokens.form.namePlaceholder')}
        autoComplete="off"
        problem={problems['name']?.[0]}
        onChange={(event) => setName(event.target.value)}
      />
      <ChoiceGroup
        legend={t('dashboard.tokens.form.access')}
        name="token-scope"
        choices={scopes}
        value={scope}
        onChange={setScope}
      />
      <ChoiceGroup
        legend={t('dashboard.tokens.form.expiresAfter')}
        name="token-expiry"
        choices={expiries}
        value={expiry}
        onChange={setExpiry}
        columns={4}
      />
      {problems['_'] || problems['scope'] || problems['expiresInDays'] ? (
        <p role="alert" className="text-sm text-destructive">
          {(problems['_'] ?? problems['scope'] ?? problems['expiresInDays'])?.[0]}
        </p>
      ) : null}
    </SecretDialog>
  );
}

// Personal API tokens (issue 19 part 1): the list (name, scope, created, expires, last used), creating
// one (name, scope, expiry) with its secret shown once, and revoking one after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, refetchQuietly, useDates } from '@thesis-studio/client';
import { Badge, TextField } from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { graphql } from '../gql';
import type { ApiTokenScope } from '../gql/graphql';
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

const SCOPES = (['read', 'write'] as const).map((value) => ({ value, ...SCOPE_LABELS[value] }));
const EXPIRIES = EXPIRY_CHOICES.map(({ value, label }) => ({ value, title: label }));

export function TokensSection() {
  const { data, error, refetch } = useQuery(TokensSectionQuery, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(TokensSectionRevokeMutation);
  const [creating, setCreating] = useState(false);
  const dates = useDates();
  const removal = useRemoval(
    (token: { id: string; name: string }) => revoke({ variables: { id: token.id } }),
    refetch,
    {
      question: (token) => ({
        title: `Revoke “${token?.name ?? ''}”?`,
        description: 'Anything using this token stops working at once. This cannot be undone.',
        confirmLabel: 'Revoke token',
      }),
      done: (token) => ({ title: 'Token revoked', description: `“${token.name}” no longer works.` }),
      failed: 'Failed to revoke the token',
    },
  );

  return (
    <ManagedList
      headingId="tokens-title"
      title="Your tokens"
      description={
        <>
          Send one as{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">
            Authorization: Bearer …
          </code>{' '}
          to use the API as yourself. Treat it like a password.
        </>
      }
      addLabel="Create token"
      onAdd={() => setCreating(true)}
      items={data?.apiTokens}
      error={error}
      onRetry={() => void refetchQuietly(refetch)}
      noun="tokens"
      skeletonRows={['h-20', 'h-20']}
      errorTitle="Your tokens could not be loaded."
      empty={{
        title: 'No API tokens yet',
        text: 'Create one to call the API from a script, a spreadsheet or another service.',
      }}
      listLabel="API tokens"
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
                {SCOPE_LABELS[token.scope].title}
              </Badge>
              {token.expired ? <Badge variant="destructive">Expired</Badge> : null}
            </p>
            <p className="mt-1 font-mono text-xs text-muted-foreground">{token.prefix}</p>
            <p className="mt-2 flex flex-col gap-x-3 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
              <span>
                Created <DateText value={token.createdAt} show="date" />
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{expiryLabel(token, dates)}</span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{lastUsedLabel(token.lastUsedAt, dates)}</span>
            </p>
          </div>
          <RemoveButton
            label="Revoke"
            ariaLabel={`Revoke ${token.name}`}
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
      setProblems({ name: ['Give the token a name, e.g. what it is for.'] });
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
      'Failed to create the token',
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
              title: 'Your new token',
              description: `“${created.name}” is ready. Send it as a bearer token.`,
              secret: {
                label: 'API token',
                secret: created.token,
                copiedTitle: 'Token copied',
                what: 'the token',
              },
            }
          : null
      }
      title="Create API token"
      description="The token acts as you. You will see it once, right after it is created."
      submitLabel="Create token"
      loading={loading}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-1">
        <TextField
          id="token-name"
          label="Name"
          value={name}
          maxLength={TOKEN_NAME_MAX}
          placeholder="e.g. Weekly report script"
          autoComplete="off"
          aria-invalid={problems['name'] ? true : undefined}
          aria-describedby={problems['name'] ? 'token-name-problem' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problems['name'] ? (
          <p id="token-name-problem" className="text-sm text-destructive">
            {problems['name'][0]}
          </p>
        ) : null}
      </div>
      <ChoiceGroup legend="Access" name="token-scope" choices={SCOPES} value={scope} onChange={setScope} />
      <ChoiceGroup
        legend="Expires after"
        name="token-expiry"
        choices={EXPIRIES}
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

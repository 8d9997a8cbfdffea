// Webhooks (issue 19 part 4): the person's endpoints with their events and latest delivery, adding one
// (address and events) with its signing secret shown once, and deleting one after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, refetchQuietly } from '@thesis-studio/client';
import { Badge, TextField } from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { graphql, type DocumentType } from '../gql';
import { ManagedList, RemoveButton, useRemoval } from './ManagedList';
import { createOrShowProblems, SecretDialog } from './SecretDialog';
import { WEBHOOK_EVENTS, deliveryState, eventLabel } from './tokens';

const WebhooksSectionQuery = graphql(`
  query WebhooksSection {
    webhooks {
      id
      url
      events
      createdAt
      lastDelivery {
        id
        status
        createdAt
        attempts {
          at
          status
          error
        }
      }
    }
  }
`);

const WebhooksSectionCreateMutation = graphql(`
  mutation WebhooksSectionCreate($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
      }
    }
  }
`);

const WebhooksSectionDeleteMutation = graphql(`
  mutation WebhooksSectionDelete($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export function WebhooksSection() {
  const { data, error, refetch } = useQuery(WebhooksSectionQuery, { fetchPolicy: 'network-only' });
  const [remove] = useMutation(WebhooksSectionDeleteMutation);
  const [adding, setAdding] = useState(false);
  const removal = useRemoval(
    (webhook: { id: string; url: string }) => remove({ variables: { id: webhook.id } }),
    refetch,
    {
      question: (webhook) => ({
        title: 'Delete this webhook?',
        description: `${webhook?.url ?? ''} will not be called again, and its delivery history goes with it.`,
        confirmLabel: 'Delete webhook',
      }),
      done: (webhook) => ({
        title: 'Webhook deleted',
        description: `${webhook.url} will not be called again.`,
      }),
      failed: 'Failed to delete the webhook',
    },
  );

  return (
    <ManagedList
      headingId="webhooks-title"
      title="Webhooks"
      description="Tell your own services when research on one of your theses finishes or a reader sends you a question. Each call is signed."
      addLabel="Add webhook"
      addVariant="outline"
      onAdd={() => setAdding(true)}
      items={data?.webhooks}
      error={error}
      onRetry={() => void refetchQuietly(refetch)}
      noun="webhooks"
      skeletonRows={['h-16']}
      errorTitle="Your webhooks could not be loaded."
      empty={{
        title: 'No webhooks yet',
        text: 'Add the address of a service that should hear about your theses.',
      }}
      listLabel="Webhooks"
      renderItem={(webhook) => (
        <WebhookRow
          key={webhook.id}
          webhook={webhook}
          busy={removal.busy === webhook.id}
          onDelete={() => removal.ask({ id: webhook.id, url: webhook.url })}
        />
      )}
    >
      <AddWebhookDialog open={adding} onOpenChange={setAdding} onAdded={() => void refetchQuietly(refetch)} />
      {removal.confirmDialog}
    </ManagedList>
  );
}

type Webhook = DocumentType<typeof WebhooksSectionQuery>['webhooks'][number];

function WebhookRow({ webhook, busy, onDelete }: { webhook: Webhook; busy: boolean; onDelete: () => void }) {
  const state = deliveryState(webhook.lastDelivery ?? null);
  return (
    <li data-testid="webhook-row" className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="break-all font-mono text-sm">{webhook.url}</p>
        <p className="mt-2 flex flex-wrap gap-1.5">
          {webhook.events.map((event) => (
            <Badge key={event} variant="outline" className="font-normal">
              {eventLabel(event)}
            </Badge>
          ))}
        </p>
        <p className="mt-2 flex flex-col gap-x-3 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center">
          <span>
            Added <DateText value={webhook.createdAt} show="date" />
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            Latest delivery:{' '}
            <Badge variant={state.tone} className="whitespace-nowrap">
              {state.label}
            </Badge>
          </span>
        </p>
        {state.detail ? (
          <p className="mt-1 break-words text-sm text-muted-foreground">{state.detail}</p>
        ) : null}
      </div>
      <RemoveButton
        label="Delete"
        ariaLabel={`Delete the webhook ${webhook.url}`}
        busy={busy}
        onClick={onDelete}
      />
    </li>
  );
}

interface AddWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}

function AddWebhookDialog({ open, onOpenChange, onAdded }: AddWebhookDialogProps) {
  const [create, { loading }] = useMutation(WebhooksSectionCreateMutation);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS.map((event) => event.value));
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [secret, setSecret] = useState<string | null>(null);

  const reset = () => {
    setUrl('');
    setEvents(WEBHOOK_EVENTS.map((event) => event.value));
    setProblems({});
    setSecret(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!url.trim()) local['url'] = ['Enter the address to call, e.g. https://example.com/hooks.'];
    if (events.length === 0) local['events'] = ['Choose at least one event.'];
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    await createOrShowProblems(
      async () => {
        const { data } = await create({ variables: { input: { url: url.trim(), events } } });
        const result = data?.createWebhook;
        if (!result) throw new Error('The webhook was not added.');
        setSecret(result.secret);
        onAdded();
      },
      setProblems,
      'Failed to add the webhook',
    );
  };

  const urlProblem = problems['url']?.[0];
  const eventsProblem = Object.entries(problems).find(([field]) => field.startsWith('events'))?.[1][0];

  return (
    <SecretDialog
      open={open}
      onOpenChange={onOpenChange}
      reset={reset}
      created={
        secret
          ? {
              title: 'Webhook added',
              description: (
                <>
                  Check each call’s <code className="text-xs">webhook-signature</code> with this signing
                  secret (Standard Webhooks).
                </>
              ),
              secret: { label: 'Signing secret', secret, copiedTitle: 'Secret copied', what: 'the secret' },
            }
          : null
      }
      title="Add webhook"
      description="Thesis Studio will POST a signed JSON message to this address."
      submitLabel="Add webhook"
      loading={loading}
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-1">
        <TextField
          id="webhook-url"
          label="Endpoint URL"
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://example.com/hooks/thesis-studio"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={urlProblem ? true : undefined}
          aria-describedby={urlProblem ? 'webhook-url-problem' : undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
        {urlProblem ? (
          <p id="webhook-url-problem" className="text-sm text-destructive">
            {urlProblem}
          </p>
        ) : null}
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={eventsProblem ? 'webhook-events-problem' : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">Events</legend>
        {WEBHOOK_EVENTS.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={events.includes(choice.value)}
              onChange={(e) =>
                setEvents((now) =>
                  e.target.checked ? [...now, choice.value] : now.filter((v) => v !== choice.value),
                )
              }
            />
            {choice.label}
            <span className="font-mono text-xs text-muted-foreground">{choice.value}</span>
          </label>
        ))}
        {eventsProblem ? (
          <p id="webhook-events-problem" className="text-sm text-destructive">
            {eventsProblem}
          </p>
        ) : null}
      </fieldset>
    </SecretDialog>
  );
}

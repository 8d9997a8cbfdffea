// Webhooks (issue 19 part 4): the person's endpoints with their events and latest delivery, adding one
// (address and events) with its signing secret shown once, and deleting one after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, refetchQuietly } from '@thesis-studio/client';
import { Badge } from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { ProblemTextField } from '../common/ProblemTextField';
import { graphql, type DocumentType } from '../gql';
import { T, useT } from '../i18n';
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
  const t = useT();
  const removal = useRemoval(
    (webhook: { id: string; url: string }) => remove({ variables: { id: webhook.id } }),
    refetch,
    {
      question: (webhook) => ({
        title: t('dashboard.webhooks.delete.title'),
        description: t('dashboard.webhooks.delete.text', { url: webhook?.url ?? '' }),
        confirmLabel: t('dashboard.webhooks.delete.confirm'),
      }),
      done: (webhook) => ({
        title: t('dashboard.webhooks.deleted'),
        description: t('dashboard.webhooks.deletedText', { url: webhook.url }),
      }),
      failed: t('dashboard.webhooks.deleteFailed'),
    },
  );

  return (
    <ManagedList
      headingId="webhooks-title"
      title={t('dashboard.webhooks.title')}
      description={t('dashboard.webhooks.text')}
      addLabel={t('dashboard.webhooks.add')}
      addVariant="outline"
      onAdd={() => setAdding(true)}
      items={data?.webhooks}
      error={error}
      onRetry={() => void refetchQuietly(refetch)}
      loadingLabel={t('dashboard.webhooks.loading')}
      skeletonRows={['h-16']}
      errorTitle={t('dashboard.webhooks.loadError')}
      empty={{
        title: t('dashboard.webhooks.empty.title'),
        text: t('dashboard.webhooks.empty.text'),
      }}
      listLabel={t('dashboard.webhooks.title')}
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
  const t = useT();
  const state = deliveryState(webhook.lastDelivery ?? null, t);
  return (
    <li data-testid="webhook-row" className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="break-all font-mono text-sm">{webhook.url}</p>
        <p className="mt-2 flex flex-wrap gap-1.5">
          {webhook.events.map((event) => (
            <Badge key={event} variant="outline" className="font-normal">
              {eventLabel(event, t)}
            </Badge>
          ))}
        </p>
        <p className="mt-2 flex flex-col gap-x-3 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center">
          <span>
            <T
              id="dashboard.webhooks.added"
              values={{ date: () => <DateText value={webhook.createdAt} show="date" /> }}
            />
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            {t('dashboard.webhooks.latest')}{' '}
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
        label={t('dashboard.webhooks.delete')}
        ariaLabel={t('dashboard.webhooks.deleteLabel', { url: webhook.url })}
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
  const t = useT();

  const reset = () => {
    setUrl('');
    setEvents(WEBHOOK_EVENTS.map((event) => event.value));
    setProblems({});
    setSecret(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!url.trim()) local['url'] = [t('dashboard.webhooks.urlMissing')];
    if (events.length === 0) local['events'] = [t('dashboard.webhooks.eventsMissing')];
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
      t('dashboard.webhooks.addFailed'),
      t,
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
              title: t('dashboard.webhooks.new.title'),
              description: (
                <T
                  id="dashboard.webhooks.new.text"
                  values={{ code: (chunks) => <code className="text-xs">{chunks}</code> }}
                />
              ),
              secret: {
                label: t('dashboard.webhooks.new.label'),
                secret,
                copiedTitle: t('dashboard.webhooks.new.copied'),
                what: t('dashboard.webhooks.new.what'),
              },
            }
          : null
      }
      title={t('dashboard.webhooks.add')}
      description={t('dashboard.webhooks.form.text')}
      submitLabel={t('dashboard.webhooks.add')}
      loading={loading}
      onSubmit={(e) => void submit(e)}
    >
      <ProblemTextField
        id="webhook-url"
        label={t('dashboard.webhooks.form.url')}
        type="url"
        inputMode="url"
        value={url}
        placeholder="https://example.com/hooks/thesis-studio"
        autoComplete="off"
        spellCheck={false}
        problem={urlProblem}
        onChange={(e) => setUrl(e.target.value)}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={eventsProblem ? 'webhook-events-problem' : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">
          {t('dashboard.webhooks.form.events')}
        </legend>
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
            {t(choice.label)}
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

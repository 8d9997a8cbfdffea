// "Connect an AI agent (MCP)" (issue 30): the MCP server's address, a client configuration to paste,
// what each token scope may do there, and every tool with its arguments — all read from the server's own
// definitions (GraphQL `mcpServer`), so this page says what the server does.
import { useQuery } from '@apollo/client/react';
import { refetchQuietly, useLanguage } from '@thesis-studio/client';
import { Badge, Button, Card, CheckIcon, CopyIcon } from '@thesis-studio/ui';
import { useCopy } from '@thesis-studio/thesis-view';
import { SectionContent } from '../common/SectionContent';
import { T, useT } from '../i18n';
import { graphql } from '../gql';
import { clientConfig, toolArguments } from './agents';
import { SCOPE_LABELS } from './tokens';

const AgentsSectionQuery = graphql(`
  query AgentsSection {
    mcpServer {
      endpoint
      readScope
      writeScope
      tools {
        name
        title
        description
        scope
        inputSchema
      }
    }
  }
`);

/** Copies `text`; `what` completes the button's accessible name ('Copy the address'). */
function CopyButton({ text, what, copiedTitle }: { text: string; what: string; copiedTitle: string }) {
  const t = useT();
  const { copied, copy } = useCopy(
    { title: copiedTitle },
    { title: t('dashboard.secret.copyFailed'), description: t('dashboard.secret.copyFailedText') },
  );
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy(text)}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      <span>{copied ? t('dashboard.secret.copied') : t('dashboard.secret.copy')}</span>
      <span className="sr-only"> {what}</span>
    </Button>
  );
}

const code = 'rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground';

export function AgentsSection() {
  const { data, error, refetch } = useQuery(AgentsSectionQuery);
  const server = data?.mcpServer;
  const t = useT();
  // The server describes its scopes and tools to agents in English; marked as English for screen
  // readers, and said so to a reader of another language.
  const [language] = useLanguage();
  const english = language !== 'DE';

  return (
    <Card className="min-w-0 p-6" role="region" aria-labelledby="agents-title">
      <h2 id="agents-title" className="text-xl font-semibold">
        {t('dashboard.agents.title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t('dashboard.agents.text')}</p>

      <SectionContent
        value={server}
        error={error}
        onRetry={() => void refetchQuietly(refetch)}
        loadingLabel={t('dashboard.agents.loading')}
        rows={['h-10', 'h-40']}
        errorTitle={t('dashboard.agents.loadError')}
      >
        {(server) => (
          <div className="mt-5 grid gap-6 [&>*]:min-w-0">
            <section aria-labelledby="agents-address">
              <h3 id="agents-address" className="text-base font-semibold">
                {t('dashboard.agents.address')}
              </h3>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <code className="min-w-0 break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm">
                  {server.endpoint}
                </code>
                <CopyButton
                  text={server.endpoint}
                  what={t('dashboard.agents.addressWhat')}
                  copiedTitle={t('dashboard.agents.addressCopied')}
                />
              </div>
              <p className="mt-2 max-w-prose text-sm text-muted-foreground">
                <T
                  id="dashboard.agents.transport"
                  values={{ code: (chunks) => <code className={code}>{chunks}</code> }}
                />
              </p>
            </section>

            <section aria-labelledby="agents-config">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="agents-config" className="text-base font-semibold">
                  {t('dashboard.agents.config')}
                </h3>
                <CopyButton
                  text={clientConfig(server.endpoint)}
                  what={t('dashboard.agents.configWhat')}
                  copiedTitle={t('dashboard.agents.configCopied')}
                />
              </div>
              <pre
                className="mt-2 overflow-x-auto rounded-md border border-border bg-muted p-4 font-mono text-xs leading-relaxed sm:text-sm"
                tabIndex={0}
                aria-label={t('dashboard.agents.configLabel')}
              >
                <code>{clientConfig(server.endpoint)}</code>
              </pre>
              <p className="mt-2 max-w-prose text-sm text-muted-foreground">
                <T
                  id="dashboard.agents.configText"
                  values={{ code: (chunks) => <code className={code}>{chunks}</code> }}
                />
              </p>
            </section>

            <section aria-labelledby="agents-scopes">
              <h3 id="agents-scopes" className="text-base font-semibold">
                {t('dashboard.agents.scopes')}
              </h3>
              {english ? null : (
                <p className="mt-1 max-w-prose text-sm text-muted-foreground">
                  {t('dashboard.agents.inEnglish')}
                </p>
              )}
              <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ['read', server.readScope],
                    ['write', server.writeScope],
                  ] as const
                ).map(([scope, detail]) => (
                  <div key={scope} className="rounded-md border border-border p-4">
                    <dt>
                      <Badge variant={scope === 'write' ? 'default' : 'secondary'}>
                        {t(SCOPE_LABELS[scope].title)}
                      </Badge>
                    </dt>
                    <dd lang="en" className="mt-2 text-sm text-muted-foreground">
                      {detail}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="agents-tools">
              <h3 id="agents-tools" className="text-base font-semibold">
                {t('dashboard.agents.tools')}
              </h3>
              <ul
                className="mt-2 divide-y divide-border rounded-md border border-border"
                aria-label={t('dashboard.agents.toolsLabel')}
              >
                {server.tools.map((tool) => {
                  const args = toolArguments(tool.inputSchema);
                  return (
                    <li key={tool.name} className="p-4" data-testid="mcp-tool">
                      <p className="flex flex-wrap items-center gap-2">
                        <code className="font-mono text-sm font-semibold">{tool.name}</code>
                        <span lang="en" className="text-sm text-muted-foreground">
                          {tool.title}
                        </span>
                        <Badge variant={tool.scope === 'write' ? 'default' : 'secondary'}>
                          {t(SCOPE_LABELS[tool.scope].title)}
                        </Badge>
                      </p>
                      <p lang="en" className="mt-1 max-w-prose text-sm text-muted-foreground">
                        {tool.description}
                      </p>
                      {args.length > 0 ? (
                        <details className="group mt-2">
                          <summary className="cursor-pointer text-sm font-medium text-primary">
                            {t('dashboard.agents.arguments', { count: args.length })}
                          </summary>
                          <dl className="mt-2 grid gap-2">
                            {args.map((arg) => (
                              <div key={arg.name} className="rounded-md bg-muted/60 p-3 text-sm">
                                <dt className="flex flex-wrap items-center gap-x-2 gap-y-1">
                                  <code className="font-mono font-semibold">{arg.name}</code>
                                  <span className="text-muted-foreground">{arg.type}</span>
                                  <span className={arg.required ? 'font-medium' : 'text-muted-foreground'}>
                                    {arg.required
                                      ? t('dashboard.agents.required')
                                      : t('dashboard.agents.optional')}
                                  </span>
                                </dt>
                                {arg.description || arg.limits ? (
                                  <dd lang="en" className="mt-1 text-muted-foreground">
                                    {[arg.description, arg.limits ? `(${arg.limits})` : '']
                                      .filter(Boolean)
                                      .join(' ')}
                                  </dd>
                                ) : null}
                              </div>
                            ))}
                          </dl>
                        </details>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        )}
      </SectionContent>
    </Card>
  );
}

// /audit (admin, issue 21 part 5): the append-only audit trail — role changes, account deletions, token
// revocations and sign-ins from a new browser — filtered by action, actor, subject and date, a page at
// a time, newest first. A deleted account is named by its id only.
import { useQuery } from '@apollo/client/react';
import { DateText, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import {
  AUDIT_ACTIONS,
  isAuditAction,
  type AuditActionName,
  type AuditPartyView,
} from '@thesis-studio/domain';
import { Badge, Button, Card, Input, Label, PageFrame, Skeleton, LoadError } from '@thesis-studio/ui';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { ChoiceSelect } from '../common/ChoiceSelect';
import { graphql, type DocumentType } from '../gql';
import { useT } from '../i18n';
import { REMOTE_NAME } from '../remote';
import {
  AUDIT_PAGE_SIZE,
  auditEntryDetails,
  auditFilterInput,
  auditFilterProblem,
  auditRangeLabel,
  EMPTY_AUDIT_FILTER,
  type AuditFilterForm,
  type AuditFilterInput,
} from './rules';

const AuditPageQuery = graphql(`
  query AuditPage($filter: AuditFilter, $page: AuditPageInput) {
    auditLog(filter: $filter, page: $page) {
      entries {
        id
        action
        actor {
          id
          name
          email
          deleted
        }
        subject {
          id
          name
          email
          deleted
        }
        fromRole
        toRole
        browser
        os
        tokenId
        tokenName
        ip
        createdAt
      }
      total
      nextCursor
    }
  }
`);

/** The message naming each action. */
const ACTION_LABELS = {
  role_changed: 'admin.audit.action.roleChanged',
  account_deleted: 'admin.audit.action.accountDeleted',
  token_revoked: 'admin.audit.action.tokenRevoked',
  new_browser_sign_in: 'admin.audit.action.newBrowserSignIn',
} as const satisfies Record<AuditActionName, string>;

/** The filters typed in: who acted, on whose account, from and to which day. */
const FILTER_FIELDS = [
  { field: 'actor', label: 'admin.audit.by', type: 'text' },
  { field: 'subject', label: 'admin.audit.account', type: 'text' },
  { field: 'from', label: 'admin.audit.from', type: 'date' },
  { field: 'to', label: 'admin.audit.to', type: 'date' },
] as const;

/** The table's columns, named by their headings (each cell is labelled by its column on small screens). */
const COLUMNS = [
  'admin.audit.when',
  'admin.audit.action',
  'admin.audit.by',
  'admin.audit.account',
  'admin.audit.details',
  'admin.audit.ip',
] as const;

const cell = 'px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-0.5';
/** On small screens each row is a card and each cell says which column it is. */
const cellLabel =
  'max-md:before:w-20 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

export function AuditPage() {
  const t = useT();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [filter, setFilter] = useState<AuditFilterInput>({});
  const [problem, setProblem] = useState<string | null>(null);
  // cursors[i] opens page i (null: the newest).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const pageIndex = cursors.length - 1;
  const cursor = cursors[pageIndex] ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(AuditPageQuery, {
    variables: { filter, page: { limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
    fetchPolicy: 'network-only',
  });
  const page = (data ?? previousData)?.auditLog;

  const apply = (next: AuditFilterForm) => {
    const wrong = auditFilterProblem(next, t);
    setProblem(wrong);
    if (wrong) return;
    setFilter(auditFilterInput(next));
    setCursors([null]);
  };

  return (
    <PageFrame remote={REMOTE_NAME} title={t('admin.audit.title')}>
      <p className="mt-2 text-muted-foreground">{t('admin.audit.intro')}</p>

      <AuditFilters form={form} setForm={setForm} apply={apply} problem={problem} />

      {!page && loading ? (
        <div className="mt-6 grid gap-2" aria-label={t('admin.audit.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : !page ? (
        <LoadError
          className="mt-6"
          title={t('admin.audit.loadFailed')}
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      ) : page.entries.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-2 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('admin.audit.empty.title')}</h2>
          <p className="text-muted-foreground">
            {Object.keys(filter).length > 0 ? t('admin.audit.empty.filtered') : t('admin.audit.empty.none')}
          </p>
        </Card>
      ) : (
        <>
          <AuditTable entries={page.entries} loading={loading} />
          <nav
            aria-label={t('admin.audit.pages')}
            className="mt-4 flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data
                ? auditRangeLabel(pageIndex, page.entries.length, page.total, t)
                : t('admin.audit.pageLoading')}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={pageIndex === 0 || loading}
                onClick={() => setCursors((shown) => shown.slice(0, -1))}
              >
                {t('admin.audit.newer')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!page.nextCursor || loading}
                onClick={() => {
                  const next = page.nextCursor;
                  if (next) setCursors((shown) => [...shown, next]);
                }}
              >
                {t('admin.audit.older')}
              </Button>
            </div>
          </nav>
        </>
      )}
    </PageFrame>
  );
}

/** The filters: the action applies at once, the rest on Filter; Clear shows everything again. */
function AuditFilters({
  form,
  setForm,
  apply,
  problem,
}: {
  form: AuditFilterForm;
  setForm: Dispatch<SetStateAction<AuditFilterForm>>;
  apply: (next: AuditFilterForm) => void;
  problem: string | null;
}) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  return (
    <Card className="mt-6 p-4">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('admin.audit.filterForm')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <ChoiceSelect
          id="audit-action"
          label={t('admin.audit.action')}
          value={form.action}
          choices={[
            { value: 'all', label: t('admin.audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) })),
          ]}
          onChange={(action) => {
            const next = { ...form, action };
            setForm(next);
            apply(next);
          }}
        />
        {FILTER_FIELDS.map(({ field, label, type }) => (
          <div key={field} className="grid gap-2">
            <Label htmlFor={`audit-${field}`}>{t(label)}</Label>
            <Input
              id={`audit-${field}`}
              type={type}
              value={form[field]}
              onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              placeholder={type === 'text' ? t('admin.audit.emailOrId') : undefined}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <Button type="submit">{t('admin.audit.filter')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setForm(EMPTY_AUDIT_FILTER);
              apply(EMPTY_AUDIT_FILTER);
            }}
          >
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </Card>
  );
}

type AuditEntry = DocumentType<typeof AuditPageQuery>['auditLog']['entries'][number];

function AuditTable({ entries, loading }: { entries: AuditEntry[]; loading: boolean }) {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t('admin.audit.entries')}
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-md:border-0"
      aria-busy={loading}
    >
      <table className="w-full border-collapse text-sm max-md:block" data-testid="audit-table">
        <caption className="sr-only">{t('admin.audit.caption')}</caption>
        <thead className="bg-muted text-left max-md:sr-only">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              data-testid="audit-row"
              className="border-t border-border max-md:block max-md:rounded-lg max-md:border max-md:p-3"
            >
              <td data-label={t('admin.audit.when')} className={`${cell} ${cellLabel} whitespace-nowrap`}>
                <DateText value={entry.createdAt} show="dateTime" />
              </td>
              <td data-label={t('admin.audit.action')} className={`${cell} ${cellLabel}`}>
                <Badge
                  className="md:whitespace-nowrap"
                  variant={entry.action === 'account_deleted' ? 'destructive' : 'secondary'}
                >
                  {isAuditAction(entry.action) ? t(ACTION_LABELS[entry.action]) : entry.action}
                </Badge>
              </td>
              <td data-label={t('admin.audit.by')} className={`${cell} ${cellLabel}`}>
                <Party party={entry.actor} />
              </td>
              <td data-label={t('admin.audit.account')} className={`${cell} ${cellLabel}`}>
                <Party party={entry.subject} />
              </td>
              <td data-label={t('admin.audit.details')} className={`${cell} ${cellLabel}`}>
                {auditEntryDetails(entry, t) || <span className="text-muted-foreground">—</span>}
              </td>
              <td
                data-label={t('admin.audit.ip')}
                className={`${cell} ${cellLabel} max-md:break-all md:whitespace-nowrap`}
              >
                {entry.ip ?? <span className="text-muted-foreground">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Party({ party }: { party: AuditPartyView | null | undefined }) {
  const t = useT();
  if (!party) return <span className="text-muted-foreground">{t('admin.audit.system')}</span>;
  if (party.deleted) {
    return (
      <span className="grid min-w-0" data-testid="deleted-party">
        <span className="text-muted-foreground">{t('admin.audit.deletedAccount')}</span>{' '}
        <code className="text-xs max-md:break-all md:whitespace-nowrap">{party.id}</code>
      </span>
    );
  }
  return (
    <span className="grid min-w-0">
      {party.name ? <span className="font-medium">{party.name}</span> : null}
      <span className="text-muted-foreground max-md:break-all">
        {party.email ?? party.name ?? t('admin.audit.accountId', { id: party.id })}
      </span>
    </span>
  );
}

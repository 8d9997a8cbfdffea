// /users (spec §2 User Management, §6): list, role change (granting admin confirmed first), delete with
// confirmation, Add User.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  serverErrorMessage,
  useAuth,
  useDates,
  useRouteFetchPolicy,
  refetchQuietly,
} from '@thesis-studio/client';
import {
  ACCOUNT_ROLE_BADGE,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DialogFooter,
  DialogFrame,
  LoadError,
  PageFrame,
  SkeletonStack,
  TextField,
  toast,
} from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { ChoiceSelect, type ChoiceSelectProps } from '../common/ChoiceSelect';
import { graphql } from '../gql';
import { useT, type Translate } from '../i18n';
import { REMOTE_NAME } from '../remote';
import {
  EMPTY_NEW_USER,
  failureDescription,
  isOwnAccount,
  joinedDate,
  needsConfirmation,
  newUserProblem,
  promotionDescription,
  ROLES,
  type NewUserForm,
  type Role,
} from './rules';

export const UsersPageQuery = graphql(`
  query UsersPage {
    users {
      id
      username
      email
      role
      createdAt
    }
  }
`);

const UsersPageChangeUserRoleMutation = graphql(`
  mutation UsersPageChangeUserRole($userId: ID!, $role: Role!) {
    changeUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

const UsersPageCreateUserMutation = graphql(`
  mutation UsersPageCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`);

const UsersPageDeleteUserMutation = graphql(`
  mutation UsersPageDeleteUser($userId: ID!) {
    deleteUser(userId: $userId) {
      id
    }
  }
`);

const failed = (t: Translate, base: string, error: unknown) =>
  toast({
    title: t('admin.users.error'),
    description: failureDescription(base, serverErrorMessage(error)),
    variant: 'destructive',
  });

export function UsersPage() {
  const { user: currentUser } = useAuth();
  const dates = useDates();
  const t = useT();
  // Started by the shell with the navigation (route preload): read from there, else from the network.
  const fetchPolicy = useRouteFetchPolicy(UsersPageQuery, undefined, 'network-only');
  const { data, loading, error, refetch } = useQuery(UsersPageQuery, { fetchPolicy });
  const [changeUserRole] = useMutation(UsersPageChangeUserRoleMutation);
  const [deleteUser] = useMutation(UsersPageDeleteUserMutation);
  const [addOpen, setAddOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; email: string } | null>(null);
  const [pendingPromotion, setPendingPromotion] = useState<{ id: string; email: string } | null>(null);
  const users = data?.users ?? [];

  const onRoleChange = async (userId: string, role: Role) => {
    try {
      await changeUserRole({ variables: { userId, role } });
    } catch (err) {
      failed(t, t('admin.users.roleFailed'), err);
    }
    await refetchQuietly(refetch);
  };

  const onDelete = async (userId: string) => {
    try {
      await deleteUser({ variables: { userId } });
    } catch (err) {
      failed(t, t('admin.users.deleteFailed'), err);
    }
    await refetchQuietly(refetch);
  };

  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={t('admin.users.title')}
      actions={
        <Button onClick={() => setAddOpen(true)} disabled={!data}>
          {t('admin.users.add')}
        </Button>
      }
    >
      {loading && !data ? (
        <SkeletonStack
          className="mt-6 grid gap-3"
          aria-label={t('admin.users.loading')}
          rows={['h-16', 'h-16', 'h-16']}
        />
      ) : error && !data ? (
        <LoadError
          className="mt-6"
          title={t('admin.users.loadFailed')}
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      ) : users.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('admin.users.empty.title')}</h2>
          <p className="text-muted-foreground">{t('admin.users.empty.text')}</p>
          <Button onClick={() => setAddOpen(true)}>{t('admin.users.empty.addFirst')}</Button>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={t('admin.users.list')}>
          {users.map((u) => {
            const own = isOwnAccount(u.email, currentUser?.email);
            return (
              <li key={u.id} data-testid="user-row" data-email={u.email}>
                <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
                  <div className="grid gap-1">
                    <div className="flex items-center gap-2">
                      <span className="font-medium">{u.email}</span>
                      <Badge data-testid="role-badge" variant={ACCOUNT_ROLE_BADGE[u.role]}>
                        {t('admin.users.role', { role: u.role })}
                      </Badge>
                      {own ? (
                        <span className="text-xs text-muted-foreground">{t('admin.users.you')}</span>
                      ) : null}
                    </div>
                    <div className="text-sm text-muted-foreground">
                      <span>{u.username}</span> ·{' '}
                      <span>{t('admin.users.joined', { date: joinedDate(u.createdAt, dates, t) })}</span>
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    <RoleSelect
                      value={u.role}
                      disabled={own}
                      aria-label={t('admin.users.roleOf', { email: u.email })}
                      className="w-32"
                      onChange={(value) => {
                        if (value === u.role) return;
                        if (needsConfirmation(u.role, value))
                          setPendingPromotion({ id: u.id, email: u.email });
                        else void onRoleChange(u.id, value);
                      }}
                    />
                    {own ? null : (
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={t('admin.users.deleteLabel', { email: u.email })}
                        onClick={() => setPendingDelete({ id: u.id, email: u.email })}
                      >
                        {t('admin.users.delete')}
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={t('admin.users.delete.title')}
        description={
          pendingDelete ? t('admin.users.delete.description', { email: pendingDelete.email }) : undefined
        }
        confirmLabel={t('admin.users.delete')}
        destructive
        onConfirm={() => {
          if (pendingDelete) void onDelete(pendingDelete.id);
          setPendingDelete(null);
        }}
      />
      <ConfirmDialog
        open={pendingPromotion !== null}
        onOpenChange={(open) => {
          if (!open) setPendingPromotion(null);
        }}
        title={t('admin.users.promote.title')}
        description={pendingPromotion ? promotionDescription(pendingPromotion.email, t) : undefined}
        confirmLabel={t('admin.users.promote.confirm')}
        onConfirm={() => {
          if (pendingPromotion) void onRoleChange(pendingPromotion.id, 'admin');
          setPendingPromotion(null);
        }}
      />
      <AddUserDialog open={addOpen} onOpenChange={setAddOpen} onCreated={() => refetchQuietly(refetch)} />
    </PageFrame>
  );
}

/** The new-user form's text fields: each an input named for its field of the form. */
const NEW_USER_FIELDS = [
  { field: 'username', label: 'admin.users.new.username' },
  { field: 'email', label: 'admin.users.new.email', type: 'email' },
  { field: 'password', label: 'admin.users.new.password', type: 'password', autoComplete: 'new-password' },
] as const;

function AddUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => Promise<unknown>;
}) {
  const t = useT();
  const [createUser, { loading }] = useMutation(UsersPageCreateUserMutation);
  const [form, setForm] = useState<NewUserForm>(EMPTY_NEW_USER);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newUserProblem(form, t);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await createUser({
        variables: {
          input: {
            username: form.username.trim(),
            email: form.email.trim(),
            password: form.password,
            role: form.role,
          },
        },
      });
    } catch (err) {
      failed(t, t('admin.users.createFailed'), err);
      return;
    }
    setForm(EMPTY_NEW_USER);
    onOpenChange(false);
    await onCreated();
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.users.new.title')}
      description={t('admin.users.new.description')}
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {NEW_USER_FIELDS.map(({ field, label, ...input }) => (
          <TextField
            key={field}
            id={`new-user-${field}`}
            label={t(label)}
            {...input}
            value={form[field]}
            onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
          />
        ))}
        <RoleSelect
          id="new-user-role"
          label={t('admin.users.new.role')}
          value={form.role}
          onChange={(role) => setForm((f) => ({ ...f, role }))}
        />
        <DialogFooter>
          <Button type="submit" disabled={loading}>
            {loading ? t('admin.users.new.creating') : t('admin.users.new.create')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

/** A role picker (a user's row, the new-user form): only a known role reaches onChange. */
function RoleSelect(props: Omit<ChoiceSelectProps<Role>, 'choices'>) {
  const t = useT();
  return (
    <ChoiceSelect
      {...props}
      choices={ROLES.map((role) => ({ value: role, label: t('admin.users.role', { role }) }))}
    />
  );
}

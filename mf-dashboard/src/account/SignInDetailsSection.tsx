// Sign-in details (issue 33 item 5): change the username, the email address (the current password
// typed again; the address changes only once the link mailed to the new one is opened) and the
// password (the current one typed again; every other session is signed out). Problems are shown next to
// their fields, found here first with the API's own rules and messages, then whatever the API refuses.
import { useMutation } from '@apollo/client/react';
import { authStore, serverErrorMessage, type AuthUser } from '@thesis-studio/client';
import { MIN_PASSWORD_LENGTH } from '@thesis-studio/domain';
import { AlertIcon, CheckIcon, Input, Label } from '@thesis-studio/ui';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { graphql } from '../gql';
import { fieldErrorsOf } from '../tokens/tokens';
import { T, useT } from '../i18n';
import { AccountSection } from './AccountSection';
import {
  emailChangeProblems,
  firstFieldProblems,
  passwordChangeProblems,
  usernameProblems,
  type FieldProblems,
} from './account';
import { BusyButton } from './ButtonSpinner';

const SignInDetailsSectionUpdateUsernameMutation = graphql(`
  mutation SignInDetailsSectionUpdateUsername($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      username
    }
  }
`);

const SignInDetailsSectionRequestEmailChangeMutation = graphql(`
  mutation SignInDetailsSectionRequestEmailChange($newEmail: String!, $currentPassword: String!) {
    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {
      message
    }
  }
`);

const SignInDetailsSectionChangePasswordMutation = graphql(`
  mutation SignInDetailsSectionChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);

export function SignInDetailsSection({ user }: { user: AuthUser }) {
  const t = useT();
  return (
    <AccountSection id="sign-in-details" title={t('dashboard.signIn.title')}>
      <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.signIn.intro')}</p>
      <div className="mt-6 divide-y divide-border">
        <UsernameForm user={user} />
        <EmailForm user={user} />
        <PasswordForm user={user} />
      </div>
    </AccountSection>
  );
}

function UsernameForm({ user }: { user: AuthUser }) {
  const form = useDetailsForm({ username: 'account-username' });
  const t = useT();
  const [username, setUsername] = useState(user.username);
  const [updateMe, { loading }] = useMutation(SignInDetailsSectionUpdateUsernameMutation);
  const unchanged = username.trim() === user.username;

  const submit = () =>
    form.send(
      usernameProblems(username, t),
      async () => {
        const { data } = await updateMe({ variables: { input: { username: username.trim() } } });
        const saved = data?.updateMe.username ?? username.trim();
        // The header and the rest of the page read the name from the auth store.
        const current = authStore.getState().user;
        if (current?.id === user.id) authStore.setUser({ ...current, username: saved });
        setUsername(saved);
        return t('dashboard.signIn.usernameSaved', { username: saved });
      },
      t('dashboard.signIn.usernameFailed'),
    );

  return (
    <DetailsFormRow
      id="username"
      title={t('dashboard.signIn.username')}
      description={t('dashboard.signIn.usernameText')}
      form={form}
      onSubmit={submit}
      busy={loading}
      disabled={unchanged}
      submitLabel={loading ? t('dashboard.signIn.saving') : t('dashboard.signIn.saveUsername')}
    >
      <Field
        id="account-username"
        label={t('dashboard.signIn.username')}
        autoComplete="nickname"
        value={username}
        {...form.field('username', setUsername)}
      />
    </DetailsFormRow>
  );
}

function EmailForm({ user }: { user: AuthUser }) {
  const form = useDetailsForm({
    newEmail: 'account-new-email',
    currentPassword: 'account-email-current-password',
  });
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [requestChange, { loading }] = useMutation(SignInDetailsSectionRequestEmailChangeMutation);
  const t = useT();

  const submit = () =>
    form.send(
      emailChangeProblems({ newEmail, currentPassword }, user.email, t),
      async () => {
        const { data } = await requestChange({ variables: { newEmail: newEmail.trim(), currentPassword } });
        setNewEmail('');
        setCurrentPassword('');
        return (
          data?.requestEmailChange.message ?? t('dashboard.signIn.emailSent', { email: newEmail.trim() })
        );
      },
      t('dashboard.signIn.emailFailed'),
    );

  return (
    <DetailsFormRow
      id="email"
      title={t('dashboard.signIn.email')}
      description={
        <T
          id="dashboard.signIn.emailText"
          values={{
            email: user.email,
            b: (chunks) => <span className="break-words font-medium text-foreground">{chunks}</span>,
          }}
        />
      }
      form={form}
      onSubmit={submit}
      busy={loading}
      submitLabel={loading ? t('dashboard.signIn.sending') : t('dashboard.signIn.sendLink')}
    >
      <Field
        id="account-new-email"
        label={t('dashboard.signIn.newEmail')}
        type="email"
        autoComplete="email"
        value={newEmail}
        hint={t('dashboard.signIn.newEmailHint')}
        {...form.field('newEmail', setNewEmail)}
      />
      <Field
        id="account-email-current-password"
        label={t('dashboard.signIn.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        {...form.field('currentPassword', setCurrentPassword)}
      />
    </DetailsFormRow>
  );
}

function PasswordForm({ user }: { user: AuthUser }) {
  const form = useDetailsForm({
    currentPassword: 'account-current-password',
    newPassword: 'account-new-password',
    confirmPassword: 'account-confirm-password',
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // The sessions list on this page loses every other session: it is asked again.
  const t = useT();
  const [changePassword, { loading }] = useMutation(SignInDetailsSectionChangePasswordMutation, {
    refetchQueries: ['SessionsSection'],
  });

  const submit = () =>
    form.send(
      passwordChangeProblems({ currentPassword, newPassword, confirmPassword }, t),
      async () => {
        const { data } = await changePassword({ variables: { currentPassword, newPassword } });
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
        return data?.changePassword.message ?? t('dashboard.signIn.passwordChanged');
      },
      t('dashboard.signIn.passwordFailed'),
    );

  return (
    <DetailsFormRow
      id="password"
      title={t('dashboard.signIn.password')}
      description={t('dashboard.signIn.passwordText')}
      form={form}
      onSubmit={submit}
      busy={loading}
      submitLabel={loading ? t('dashboard.signIn.changing') : t('dashboard.signIn.changePassword')}
    >
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" autoComplete="username" value={user.email} readOnly hidden />
      <Field
        id="account-current-password"
        label={t('dashboard.signIn.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        {...form.field('currentPassword', setCurrentPassword)}
      />
      <Field
        id="account-new-password"
        label={t('dashboard.signIn.newPassword')}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        hint={t('dashboard.signIn.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
        {...form.field('newPassword', setNewPassword)}
      />
      <Field
        id="account-confirm-password"
        label={t('dashboard.signIn.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        {...form.field('confirmPassword', setConfirmPassword)}
      />
    </DetailsFormRow>
  );
}

/**
 * One detail: what it is on the left (above on a phone), its form on the right: the fields, then the
 * submit button (busy while it is sent) with what came of the last try.
 */
function DetailsFormRow({
  id,
  title,
  description,
  form,
  onSubmit,
  busy,
  disabled,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  form: DetailsForm;
  /** Sends the form (the page stays). */
  onSubmit: () => Promise<void>;
  busy: boolean;
  disabled?: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-details`}
      className="grid gap-4 py-6 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,15rem)_minmax(0,28rem)] md:gap-10"
    >
      <div className="min-w-0">
        <h3 id={`${id}-title`} className="font-medium">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        {children}
        <FormFooter form={form}>
          <BusyButton type="submit" busy={busy} disabled={disabled}>
            {submitLabel}
          </BusyButton>
        </FormFooter>
      </form>
    </section>
  );
}

/** A labelled input with its hint and its problem, both read out with the field (aria-describedby). */
function Field({
  id,
  label,
  hint,
  problem,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; problem?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [problemId, hintId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={problem ? 'border-destructive focus-visible:ring-destructive' : undefined}
        {...input}
      />
      {problem ? (
        <p id={problemId} className="flex items-start gap-1.5 text-sm text-destructive">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{problem}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The submit button, then what came of the last try: done (polite) or a failure without a field (alert). */
function FormFooter({ form, children }: { form: DetailsForm; children: ReactNode }) {
  return (
    <div className="grid gap-3">
      <div>{children}</div>
      <div aria-live="polite" className="empty:hidden">
        {form.done ? (
          <p className="flex items-start gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            <span>{form.done}</span>
          </p>
        ) : null}
      </div>
      {form.failure ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{form.failure}</span>
        </p>
      ) : null}
    </div>
  );
}

type DetailsForm = ReturnType<typeof useDetailsForm>;

/**
 * A form's problems, its failure and its last success. `fields`: the API's name of each input (as in
 * `fieldErrors`) to its element id, in the form's order.
 */
function useDetailsForm(fields: Record<string, string>) {
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Shows the problems and moves focus to the first field that has one, so it is read out. */
  const show = (next: FieldProblems) => {
    flushSync(() => {
      setProblems(next);
      setFailure(null);
      setDone(null);
    });
    const first = Object.keys(fields).find((field) => next[field]);
    if (first) document.getElementById(fields[first]!)?.focus();
  };

  /** A refusal naming this form's fields goes next to them; anything else (a limit, the network) below. */
  const refused = (error: unknown, fallback: string) => {
    const named = firstFieldProblems(fieldErrorsOf(error));
    const mine = Object.fromEntries(Object.entries(named).filter(([field]) => field in fields));
    if (Object.keys(mine).length > 0) show(mine);
    else {
      setDone(null);
      setFailure(serverErrorMessage(error) ?? fallback);
    }
  };

  return {
    problems,
    failure,
    done,
    /**
     * Shows the problems `found` here, if any; otherwise runs `request`, then says what it returns, or
     * what was refused (`failed` when the server gives no reason).
     */
    async send(found: FieldProblems, request: () => Promise<string>, failed: string) {
      if (Object.keys(found).length > 0) {
        show(found);
        return;
      }
      setFailure(null);
      try {
        const message = await request();
        setProblems({});
        setFailure(null);
        setDone(message);
      } catch (error) {
        refused(error, failed);
      }
    },
    /** A field's problem, and its onChange: typing sets `set` and clears the problem and the last outcome. */
    field(name: string, set: (value: string) => void) {
      return {
        problem: problems[name],
        onChange: (e: { target: { value: string } }) => {
          set(e.target.value);
          if (problems[name]) setProblems(({ [name]: _fixed, ...rest }) => rest);
          setDone(null);
          setFailure(null);
        },
      };
    },
  };
}

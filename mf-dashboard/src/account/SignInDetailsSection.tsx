// Sign-in details (issue 33 item 5): change the username, the email address (the current password
// typed again; the address changes only once the link mailed to the new one is opened) and the
// password (the current one typed again; every other session is signed out). Problems are shown next to
// their fields, found here first with the API's own rules and messages, then whatever the API refuses.
import { useMutation } from '@apollo/client/react';
import { authStore, serverErrorMessage, type AuthUser } from '@thesis-studio/client';
import { MIN_PASSWORD_LENGTH } from '@thesis-studio/domain';
import { AlertIcon, Button, CheckIcon, Input, Label } from '@thesis-studio/ui';
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
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
import { ButtonSpinner } from './ButtonSpinner';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(usernameProblems(username, t))) return;
    try {
      const { data } = await updateMe({ variables: { input: { username: username.trim() } } });
      const saved = data?.updateMe.username ?? username.trim();
      // The header and the rest of the page read the name from the auth store.
      const current = authStore.getState().user;
      if (current?.id === user.id) authStore.setUser({ ...current, username: saved });
      setUsername(saved);
      form.succeeded(t('dashboard.signIn.usernameSaved', { username: saved }));
    } catch (error) {
      form.refused(error, t('dashboard.signIn.usernameFailed'));
    }
  };

  return (
    <DetailsRow
      id="username"
      title={t('dashboard.signIn.username')}
      description={t('dashboard.signIn.usernameText')}
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id="account-username"
          label={t('dashboard.signIn.username')}
          autoComplete="nickname"
          value={username}
          problem={form.problems['username']}
          onChange={(e) => {
            setUsername(e.target.value);
            form.edited('username');
          }}
        />
        <FormFooter form={form}>
          <Button type="submit" disabled={loading || unchanged}>
            {loading ? <ButtonSpinner /> : null}
            {loading ? t('dashboard.signIn.saving') : t('dashboard.signIn.saveUsername')}
          </Button>
        </FormFooter>
      </form>
    </DetailsRow>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(emailChangeProblems({ newEmail, currentPassword }, user.email, t))) return;
    try {
      const { data } = await requestChange({ variables: { newEmail: newEmail.trim(), currentPassword } });
      setNewEmail('');
      setCurrentPassword('');
      form.succeeded(
        data?.requestEmailChange.message ?? t('dashboard.signIn.emailSent', { email: newEmail.trim() }),
      );
    } catch (error) {
      form.refused(error, t('dashboard.signIn.emailFailed'));
    }
  };

  return (
    <DetailsRow
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
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id="account-new-email"
          label={t('dashboard.signIn.newEmail')}
          type="email"
          autoComplete="email"
          value={newEmail}
          hint={t('dashboard.signIn.newEmailHint')}
          problem={form.problems['newEmail']}
          onChange={(e) => {
            setNewEmail(e.target.value);
            form.edited('newEmail');
          }}
        />
        <Field
          id="account-email-current-password"
          label={t('dashboard.signIn.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          problem={form.problems['currentPassword']}
          onChange={(e) => {
            setCurrentPassword(e.target.value);
            form.edited('currentPassword');
          }}
        />
        <FormFooter form={form}>
          <Button type="submit" disabled={loading}>
            {loading ? <ButtonSpinner /> : null}
            {loading ? t('dashboard.signIn.sending') : t('dashboard.signIn.sendLink')}
          </Button>
        </FormFooter>
      </form>
    </DetailsRow>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(passwordChangeProblems({ currentPassword, newPassword, confirmPassword }, t))) return;
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      form.succeeded(data?.changePassword.message ?? t('dashboard.signIn.passwordChanged'));
    } catch (error) {
      form.refused(error, t('dashboard.signIn.passwordFailed'));
    }
  };

  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', set: (v: string) => void) => ({
    problem: form.problems[name],
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      form.edited(name);
    },
  });

  return (
    <DetailsRow
      id="password"
      title={t('dashboard.signIn.password')}
      description={t('dashboard.signIn.passwordText')}
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" autoComplete="username" value={user.email} readOnly hidden />
        <Field
          id="account-current-password"
          label={t('dashboard.signIn.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          {...field('currentPassword', setCurrentPassword)}
        />
        <Field
          id="account-new-password"
          label={t('dashboard.signIn.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          hint={t('dashboard.signIn.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
          {...field('newPassword', setNewPassword)}
        />
        <Field
          id="account-confirm-password"
          label={t('dashboard.signIn.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          {...field('confirmPassword', setConfirmPassword)}
        />
        <FormFooter form={form}>
          <Button type="submit" disabled={loading}>
            {loading ? <ButtonSpinner /> : null}
            {loading ? t('dashboard.signIn.changing') : t('dashboard.signIn.changePassword')}
          </Button>
        </FormFooter>
      </form>
    </DetailsRow>
  );
}

/** One detail: what it is on the left (above on a phone), its form on the right. */
function DetailsRow({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
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
      {children}
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

  return {
    problems,
    failure,
    done,
    /** True when there is nothing to fix; otherwise shows what is. */
    check(found: FieldProblems): boolean {
      if (Object.keys(found).length === 0) {
        setFailure(null);
        return true;
      }
      show(found);
      return false;
    },
    succeeded(message: string) {
      setProblems({});
      setFailure(null);
      setDone(message);
    },
    /** A refusal naming this form's fields goes next to them; anything else (a limit, the network) below. */
    refused(error: unknown, fallback: string) {
      const named = firstFieldProblems(fieldErrorsOf(error));
      const mine = Object.fromEntries(Object.entries(named).filter(([field]) => field in fields));
      if (Object.keys(mine).length > 0) show(mine);
      else {
        setDone(null);
        setFailure(serverErrorMessage(error) ?? fallback);
      }
    },
    /** Typing in a field clears its problem and the last outcome. */
    edited(field: string) {
      if (problems[field]) setProblems(({ [field]: _fixed, ...rest }) => rest);
      setDone(null);
      setFailure(null);
    },
  };
}

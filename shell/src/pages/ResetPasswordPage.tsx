// /reset-password (spec §2, §4, §5): the token from the link, a new password, then back to /auth.
import { useT } from '@thesis-studio/i18n';
import { AppProviders, useAuth, validatePasswordReset } from '@thesis-studio/client';
import { Button, TextField, toast } from '@thesis-studio/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';

const RESET_REDIRECT_MS = 3000;

export default function ResetPasswordPage() {
  return (
    <AppProviders toaster={false}>
      <ResetPasswordScreen />
    </AppProviders>
  );
}

function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { resetPassword } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'form' | 'submitting' | 'success'>('form');
  const t = useT();

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => void navigate('/auth'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (!token) {
    return (
      <AuthFrame title={t('shell.reset.invalid.title')} description={t('shell.reset.invalid.text')}>
        <Button onClick={() => void navigate('/auth')}>{t('shell.reset.backToSignIn')}</Button>
      </AuthFrame>
    );
  }

  if (state === 'success') {
    return (
      <AuthFrame title={t('shell.reset.done.title')} description={t('shell.reset.done.text')}>
        <Button onClick={() => void navigate('/auth')}>{t('shell.reset.toSignIn')}</Button>
      </AuthFrame>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordReset({ token, password, confirm });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setState('submitting');
    try {
      const message = await resetPassword(token, password);
      toast({ title: t('shell.reset.success'), description: message });
      setState('success');
    } catch (error) {
      setState('form');
      toast({
        title: t('shell.reset.failed'),
        description: error instanceof Error && error.message ? error.message : t('shell.reset.failedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthFrame title={t('shell.reset.title')} description={t('shell.reset.description')}>
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <NewPasswordField
          id="new-password"
          label={t('shell.reset.newPassword')}
          value={password}
          onChange={setPassword}
        />
        <NewPasswordField
          id="confirm-password"
          label={t('shell.reset.confirmPassword')}
          value={confirm}
          onChange={setConfirm}
        />
        <Button type="submit" disabled={state === 'submitting'}>
          {state === 'submitting' ? t('shell.reset.resetting') : t('shell.reset.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}

/** The new password and its confirmation: the browser may offer to make one up and keep it. */
function NewPasswordField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

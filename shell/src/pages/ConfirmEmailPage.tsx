// /confirm-email (issue 33 item 5): the link mailed to a new address. Confirming takes a press, not the
// page load, so a mail scanner that opens the link does not use it up.
import { useT } from '@thesis-studio/i18n';
import { AppProviders, useAuth } from '@thesis-studio/client';
import { Button } from '@thesis-studio/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';

export default function ConfirmEmailPage() {
  return (
    <AppProviders toaster={false}>
      <ConfirmEmailScreen />
    </AppProviders>
  );
}

type State =
  { step: 'ready' | 'confirming' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { confirmEmailChange, user } = useAuth();
  const [state, setState] = useState<State>({ step: 'ready' });
  const t = useT();
  const onward = user
    ? { to: '/account', label: t('shell.confirm.toAccount') }
    : { to: '/auth', label: t('shell.confirm.toSignIn') };

  if (!token) {
    return (
      <AuthFrame title={t('shell.confirm.invalid.title')} description={t('shell.confirm.invalid.text')}>
        <Button onClick={() => void navigate(onward.to)}>{onward.label}</Button>
      </AuthFrame>
    );
  }

  if (state.step === 'done') {
    return (
      <AuthFrame
        title={t('shell.confirm.done.title')}
        description={t('shell.confirm.done.text', { email: state.email })}
      >
        <Button onClick={() => void navigate(onward.to)}>{onward.label}</Button>
      </AuthFrame>
    );
  }

  const confirm = async () => {
    setState({ step: 'confirming' });
    try {
      const confirmed = await confirmEmailChange(token);
      setState({ step: 'done', email: confirmed.email });
    } catch (error) {
      setState({
        step: 'failed',
        message: error instanceof Error && error.message ? error.message : t('shell.confirm.failed'),
      });
    }
  };

  return (
    <AuthFrame title={t('shell.confirm.title')} description={t('shell.confirm.text')}>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button onClick={() => void confirm()} disabled={state.step === 'confirming'}>
        {state.step === 'confirming' ? t('shell.confirm.confirming') : t('shell.confirm.confirm')}
      </Button>
    </AuthFrame>
  );
}

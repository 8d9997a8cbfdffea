// /confirm-email (issue 33 item 5): the link mailed to a new address. Confirming takes a press, not the
// page load, so a mail scanner that opens the link does not use it up.
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
  const onward = user ? { to: '/account', label: 'Go to Account' } : { to: '/auth', label: 'Go to Sign In' };

  if (!token) {
    return (
      <AuthFrame
        title="Invalid Confirmation Link"
        description="This email confirmation link is invalid or has expired."
      >
        <Button onClick={() => void navigate(onward.to)}>{onward.label}</Button>
      </AuthFrame>
    );
  }

  if (state.step === 'done') {
    return (
      <AuthFrame title="Email Changed" description={`Your account's email address is now ${state.email}.`}>
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
        message:
          error instanceof Error && error.message ? error.message : 'The address could not be confirmed.',
      });
    }
  };

  return (
    <AuthFrame
      title="Confirm Your New Email"
      description="Confirm that this address should be the one you sign in with."
    >
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button onClick={() => void confirm()} disabled={state.step === 'confirming'}>
        {state.step === 'confirming' ? 'Confirming...' : 'Confirm Email'}
      </Button>
    </AuthFrame>
  );
}

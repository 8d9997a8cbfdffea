// /confirm-email (issue 33 item 5): the link mailed to a new address. Confirming takes a press, not the
// page load, so a mail scanner that opens the link does not use it up.
import { AppProviders, useAuth } from '@thesis-studio/client';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@thesis-studio/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

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
      <Frame
        title="Invalid Confirmation Link"
        description="This email confirmation link is invalid or has expired."
      >
        <Button onClick={() => void navigate(onward.to)}>{onward.label}</Button>
      </Frame>
    );
  }

  if (state.step === 'done') {
    return (
      <Frame title="Email Changed" description={`Your account's email address is now ${state.email}.`}>
        <Button onClick={() => void navigate(onward.to)}>{onward.label}</Button>
      </Frame>
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
    <Frame
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
    </Frame>
  );
}

function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-6 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}

// /auth (spec §2): Sign In / Sign Up tabs, Forgot Password, and the redirect of a signed-in visitor.
import {
  AppProviders,
  continueAfterSignIn,
  defaultAuthTab,
  hasPendingSharedThesis,
  missingAuthFields,
  readPendingIdea,
  shouldLeaveAuthPage,
  useAuth,
  type AuthTab,
} from '@thesis-studio/client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  DialogFooter,
  DialogFrame,
  FullPageSpinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  toast,
} from '@thesis-studio/ui';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export default function AuthPage() {
  return (
    <AppProviders toaster={false}>
      <AuthScreen />
    </AppProviders>
  );
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function AuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  // Set while this page signs someone in: its own handler then decides where to go.
  const [signingIn, setSigningIn] = useState(false);
  // An invitation link (issue 29) sends its visitor here with the invited address and the tab to open.
  const [params] = useSearchParams();
  const invitedEmail = params.get('email') ?? '';
  const [tab, setTab] = useState<AuthTab>(() => {
    const asked = params.get('tab');
    return asked === 'signin' || asked === 'signup'
      ? asked
      : defaultAuthTab(window.sessionStorage, window.localStorage);
  });
  // Read once: the save flow clears the item, and the page should keep saying so until it moves on.
  const [pendingOnArrival] = useState(() => hasPendingSharedThesis(window.sessionStorage));
  // Spec §4 for a visitor already signed in (another tab, a stale Save): the pending thesis is saved.
  const savingOnArrival = !signingIn && pendingOnArrival && auth.status === 'ready' && auth.user !== null;
  const leaving = !signingIn && !savingOnArrival && shouldLeaveAuthPage(auth, window.sessionStorage);
  const client = useApolloClient();
  // Spec §4: with a shared thesis pending, save it and go back 1 s later; otherwise go on at once.
  const goOn = () => continueAfterSignIn(client, (path) => void navigate(path, { replace: true }));
  const goingOn = leaving || savingOnArrival;
  // Once per page: StrictMode's second effect run would otherwise find authRedirect already taken.
  const wentOn = useRef(false);

  useEffect(() => {
    if (!goingOn || wentOn.current) return;
    wentOn.current = true;
    void continueAfterSignIn(client, (path) => void navigate(path, { replace: true }));
  }, [goingOn, client, navigate]);

  if (auth.status === 'loading') return <FullPageSpinner />;
  if (goingOn) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-md items-center justify-center px-6">
        <p role="status" className="text-muted-foreground">
          {savingOnArrival ? 'Saving thesis...' : 'Redirecting to dashboard...'}
        </p>
      </section>
    );
  }

  // Signing in and signing up end alike: a toast for the failure (and the page stays), or a welcome
  // toast and on to where the visitor was going.
  const enter = async (
    action: () => Promise<unknown>,
    failedTitle: string,
    welcome: { title: string; description: string },
  ) => {
    setSigningIn(true);
    try {
      await action();
    } catch (error) {
      setSigningIn(false);
      toast({
        title: failedTitle,
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast(welcome);
    await goOn();
  };

  const signIn = ({ email, password }: AuthValues) =>
    enter(() => auth.login({ email: email.trim(), password }), 'Login failed', {
      title: 'Welcome back!',
      description: 'You have been successfully logged in.',
    });

  const signUp = ({ username, email, password }: AuthValues) =>
    enter(
      () => auth.register({ username: username.trim(), email: email.trim(), password }),
      'Registration failed',
      {
        title: 'Account created!',
        description: readPendingIdea(window.sessionStorage)
          ? 'Welcome to Thesis Studio! Start your first project from the idea you sent us.'
          : 'Welcome to Thesis Studio! Start your first project.',
      },
    );

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-6 py-12">
      <div>
        <Button variant="ghost" onClick={() => void navigate('/')}>
          ← Back to home
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <AuthFormCard
            title="Sign In"
            description="Welcome back! Sign in to continue to your projects."
            fields={SIGN_IN_FIELDS}
            submitLabel="Sign In"
            busyLabel="Signing in..."
            busy={signingIn}
            initialEmail={invitedEmail}
            onSubmit={signIn}
          >
            <ForgotPasswordDialog />
          </AuthFormCard>
        </TabsContent>
        <TabsContent value="signup">
          <AuthFormCard
            title="Sign Up"
            description={
              invitedEmail
                ? 'Create an account with the address you were invited with, then accept the invitation.'
                : 'Create an account and start your first thesis project.'
            }
            fields={SIGN_UP_FIELDS}
            submitLabel="Sign Up"
            busyLabel="Creating account..."
            busy={signingIn}
            initialEmail={invitedEmail}
            onSubmit={signUp}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

const missingFields = () =>
  toast({ title: 'Missing information', description: 'Please fill in all fields.', variant: 'destructive' });

type AuthValues = Record<'username' | 'email' | 'password', string>;

interface AuthField {
  id: string;
  name: keyof AuthValues;
  label: string;
  type?: string;
  autoComplete: string;
}

const SIGN_IN_FIELDS: AuthField[] = [
  { id: 'signin-email', name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    id: 'signin-password',
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

const SIGN_UP_FIELDS: AuthField[] = [
  { id: 'signup-username', name: 'username', label: 'Name', autoComplete: 'username' },
  { id: 'signup-email', name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    id: 'signup-password',
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

// The Sign In and Sign Up cards differ only in their fields (all required: one left empty gets the
// 'Missing information' toast) and their words.
function AuthFormCard({
  title,
  description,
  fields,
  submitLabel,
  busyLabel,
  busy,
  initialEmail,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  fields: AuthField[];
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The email field's first value (an invitation's address). */
  initialEmail: string;
  onSubmit: (values: AuthValues) => Promise<void>;
  children?: ReactNode;
}) {
  const [values, setValues] = useState<AuthValues>({ username: '', email: initialEmail, password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = Object.fromEntries(fields.map(({ name }) => [name, values[name]]));
    if (missingAuthFields(asked).length > 0) return missingFields();
    void onSubmit(values);
  };
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-none tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {fields.map(({ name, ...field }) => (
            <TextField
              key={field.id}
              {...field}
              required
              value={values[name]}
              onChange={(e) => setValues((now) => ({ ...now, [name]: e.target.value }))}
            />
          ))}
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </form>
        {children}
      </CardContent>
    </Card>
  );
}

function ForgotPasswordDialog() {
  const { forgotPassword } = useAuth();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      toast({ title: 'Error', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const message = await forgotPassword(email.trim());
      toast({ title: 'Password reset email sent', description: message });
      setOpen(false);
      setEmail('');
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to send password reset email'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="link" className="mt-2 px-0" onClick={() => setOpen(true)}>
          Forgot Password?
        </Button>
      }
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <DialogFooter>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

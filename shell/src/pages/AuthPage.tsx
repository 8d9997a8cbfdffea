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
import { useT, type MessageId, type Translate } from '@thesis-studio/i18n';
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
  const t = useT();
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
          {savingOnArrival ? t('shell.auth.saving') : t('shell.auth.redirecting')}
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
        description: failureText(error, t('shell.auth.tryAgain')),
        variant: 'destructive',
      });
      return;
    }
    toast(welcome);
    await goOn();
  };

  const signIn = ({ email, password }: AuthValues) =>
    enter(() => auth.login({ email: email.trim(), password }), t('shell.auth.loginFailed'), {
      title: t('shell.auth.welcomeBack.title'),
      description: t('shell.auth.welcomeBack.text'),
    });

  const signUp = ({ username, email, password }: AuthValues) =>
    enter(
      () => auth.register({ username: username.trim(), email: email.trim(), password }),
      t('shell.auth.registrationFailed'),
      {
        title: t('shell.auth.created.title'),
        description: readPendingIdea(window.sessionStorage)
          ? t('shell.auth.created.withIdea')
          : t('shell.auth.created.text'),
      },
    );

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-6 py-12">
      <div>
        <Button variant="ghost" onClick={() => void navigate('/')}>
          {t('shell.auth.backHome')}
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">{t('shell.auth.signIn')}</TabsTrigger>
          <TabsTrigger value="signup">{t('shell.auth.signUp')}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <AuthFormCard
            title={t('shell.auth.signIn')}
            description={t('shell.auth.signIn.description')}
            fields={SIGN_IN_FIELDS}
            submitLabel={t('shell.auth.signIn')}
            busyLabel={t('shell.auth.signingIn')}
            busy={signingIn}
            initialEmail={invitedEmail}
            onSubmit={signIn}
          >
            <ForgotPasswordDialog />
          </AuthFormCard>
        </TabsContent>
        <TabsContent value="signup">
          <AuthFormCard
            title={t('shell.auth.signUp')}
            description={invitedEmail ? t('shell.auth.signUp.invited') : t('shell.auth.signUp.description')}
            fields={SIGN_UP_FIELDS}
            submitLabel={t('shell.auth.signUp')}
            busyLabel={t('shell.auth.creating')}
            busy={signingIn}
            initialEmail={invitedEmail}
            onSubmit={signUp}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

const missingFields = (t: Translate) =>
  toast({
    title: t('shell.auth.missing.title'),
    description: t('shell.auth.missing.text'),
    variant: 'destructive',
  });

type AuthValues = Record<'username' | 'email' | 'password', string>;

interface AuthField {
  id: string;
  name: keyof AuthValues;
  label: MessageId;
  type?: string;
  autoComplete: string;
}

const SIGN_IN_FIELDS: AuthField[] = [
  { id: 'signin-email', name: 'email', label: 'shell.auth.email', type: 'email', autoComplete: 'email' },
  {
    id: 'signin-password',
    name: 'password',
    label: 'shell.auth.password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

const SIGN_UP_FIELDS: AuthField[] = [
  { id: 'signup-username', name: 'username', label: 'shell.auth.name', autoComplete: 'username' },
  { id: 'signup-email', name: 'email', label: 'shell.auth.email', type: 'email', autoComplete: 'email' },
  {
    id: 'signup-password',
    name: 'password',
    label: 'shell.auth.password',
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
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = Object.fromEntries(fields.map(({ name }) => [name, values[name]]));
    if (missingAuthFields(asked).length > 0) return missingFields(t);
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
          {fields.map(({ name, label, ...field }) => (
            <TextField
              key={field.id}
              {...field}
              label={t(label)}
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      toast({
        title: t('shell.auth.error'),
        description: t('shell.auth.forgot.enterEmail'),
        variant: 'destructive',
      });
      return;
    }
    setSending(true);
    try {
      const message = await forgotPassword(email.trim());
      toast({ title: t('shell.auth.forgot.sent'), description: message });
      setOpen(false);
      setEmail('');
    } catch (error) {
      toast({
        title: t('shell.auth.error'),
        description: failureText(error, t('shell.auth.forgot.failed')),
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
          {t('shell.auth.forgot.link')}
        </Button>
      }
      title={t('shell.auth.forgot.title')}
      description={t('shell.auth.forgot.description')}
    >
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="forgot-email"
          label={t('shell.auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <DialogFooter>
          <Button type="submit" disabled={sending}>
            {sending ? t('shell.auth.forgot.sending') : t('shell.auth.forgot.send')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

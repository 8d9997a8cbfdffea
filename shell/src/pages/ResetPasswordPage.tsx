import { Card, CardDescription, CardHeader } from '@thesis-studio/ui';

/** Placeholder until the accounts issue reads the token and sets the new password. */
export default function ResetPasswordPage() {
  return (
    <section className="mx-auto w-full max-w-md px-6 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">Reset Password</h1>
          <CardDescription>Choose a new password for your account.</CardDescription>
        </CardHeader>
      </Card>
    </section>
  );
}

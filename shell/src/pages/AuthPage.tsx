import { Card, CardDescription, CardHeader } from '@thesis-studio/ui';

/** Placeholder until the accounts issue adds the Sign In / Sign Up tabs. */
export default function AuthPage() {
  return (
    <section className="mx-auto w-full max-w-md px-6 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">Sign In</h1>
          <CardDescription>Sign in to continue to your projects.</CardDescription>
        </CardHeader>
      </Card>
    </section>
  );
}

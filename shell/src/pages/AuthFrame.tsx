// The card the account-link pages (/reset-password, /confirm-email) stand in: a heading, a line, actions.
import { Card, CardContent, CardDescription, CardHeader } from '@thesis-studio/ui';
import type { ReactNode } from 'react';

export function AuthFrame({
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

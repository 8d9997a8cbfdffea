// 'Privacy & Cookie Policy' (spec §2 landing page), naming the operating company.
import { InfoDialog } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { readOperator } from '../chrome/operator';
import type { DialogProps } from './dialog-props';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="grid gap-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

export default function PolicyDialog({ open, onOpenChange }: DialogProps) {
  const operator = readOperator();
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Privacy & Cookie Policy"
      description="Last updated: January 2025"
      closeLabel="Close"
      bodyClassName="grid gap-5"
    >
      <Section title="Data controller">
        <p>
          Thesis Studio is operated by {operator.name}, the controller of the personal data described in this
          policy.
        </p>
      </Section>
      <Section title="Information we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>Account details: your name, email address and a securely hashed password.</li>
          <li>Ideas you submit on this page: your name, email address and the idea itself.</li>
          <li>The projects, theses, notes and questions you create or send through the service.</li>
          <li>Technical data needed to run the service safely, such as your IP address and request logs.</li>
        </ul>
      </Section>
      <Section title="How we use your information">
        <p>
          To provide and improve the service, to respond to the ideas and messages you send, to run the AI
          research you ask for, to send account emails such as password resets, and to protect the service
          from abuse. We do not sell your data or use it for advertising.
        </p>
      </Section>
      <Section title="Cookies and local storage">
        <p>
          We use one essential cookie that keeps you signed in. Your browser also stores a few preferences on
          your device: your UK or USA language choice, your answer to the cookie notice, and drafts in
          progress such as an idea you submitted. We use no advertising or third-party tracking cookies.
        </p>
      </Section>
      <Section title="Security">
        <p>
          Passwords are stored only as strong one-way hashes, sessions expire and are invalidated on password
          reset, and access to your data is limited to what is needed to run the service.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use,
          and take it elsewhere. You may also complain to your data protection authority.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          For any question about this policy or your data, write to {operator.name} at{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${operator.email}`}
          >
            {operator.email}
          </a>
          .
        </p>
      </Section>
    </InfoDialog>
  );
}

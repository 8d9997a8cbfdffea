// 'Privacy & Cookie Policy' (spec §2 landing page), naming the operating company.
import { T, useT } from '@thesis-studio/i18n';
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
  const t = useT();
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.policy.title')}
      description={t('shell.policy.updated')}
      closeLabel={t('shell.policy.close')}
      bodyClassName="grid gap-5"
    >
      <Section title={t('shell.policy.controller.title')}>
        <p>{t('shell.policy.controller.text', { operator: operator.name })}</p>
      </Section>
      <Section title={t('shell.policy.collect.title')}>
        <ul className="list-disc space-y-1 pl-5">
          {(['item1', 'item2', 'item3', 'item4'] as const).map((item) => (
            <li key={item}>{t(`shell.policy.collect.${item}`)}</li>
          ))}
        </ul>
      </Section>
      {(['use', 'cookies', 'security', 'rights'] as const).map((part) => (
        <Section key={part} title={t(`shell.policy.${part}.title`)}>
          <p>{t(`shell.policy.${part}.text`)}</p>
        </Section>
      ))}
      <Section title={t('shell.policy.contact.title')}>
        <p>
          <T
            id="shell.policy.contact.text"
            values={{
              operator: operator.name,
              email: operator.email,
              link: (chunks) => (
                <a
                  className="font-medium text-primary underline underline-offset-4"
                  href={`mailto:${operator.email}`}
                >
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </Section>
    </InfoDialog>
  );
}

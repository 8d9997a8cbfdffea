// 'What is Thesis Studio' (spec §2 landing page): four sections and a Got It button.
import { useT } from '@thesis-studio/i18n';
import { InfoDialog } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import type { DialogProps } from './dialog-props';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A section's points, numbered (steps) or not. */
function Points({ numbered = false, points }: { numbered?: boolean; points: string[] }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`${numbered ? 'list-decimal' : 'list-disc'} space-y-1 pl-5 text-muted-foreground`}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </List>
  );
}

export default function LearnMoreDialog({ open, onOpenChange }: DialogProps) {
  const t = useT();
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.learnMore.title')}
      description={t('shell.learnMore.description')}
      closeLabel={t('shell.learnMore.close')}
      bodyClassName="grid gap-5 text-sm leading-relaxed"
    >
      <Section title={t('shell.learnMore.professional.title')}>
        <p className="text-muted-foreground">{t('shell.learnMore.professional.text')}</p>
      </Section>
      <Section title={t('shell.learnMore.how.title')}>
        <Points
          numbered
          points={(['step1', 'step2', 'step3', 'step4'] as const).map((step) =>
            t(`shell.learnMore.how.${step}`),
          )}
        />
      </Section>
      <Section title={t('shell.learnMore.receive.title')}>
        <Points
          points={(['item1', 'item2', 'item3', 'item4'] as const).map((item) =>
            t(`shell.learnMore.receive.${item}`),
          )}
        />
      </Section>
      <Section title={t('shell.learnMore.for.title')}>
        <p className="text-muted-foreground">{t('shell.learnMore.for.text')}</p>
      </Section>
    </InfoDialog>
  );
}

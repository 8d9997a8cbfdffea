// 'What is Thesis Studio' (spec §2 landing page): four sections and a Got It button.
import { useT } from '@thesis-studio/i18n';
import { InfoDialog } from '@thesis-studio/ui';
import type { DialogProps } from './dialog-props';

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
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('shell.learnMore.professional.title')}</h3>
        <p className="text-muted-foreground">{t('shell.learnMore.professional.text')}</p>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('shell.learnMore.how.title')}</h3>
        <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
          {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
            <li key={step}>{t(`shell.learnMore.how.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('shell.learnMore.receive.title')}</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {(['item1', 'item2', 'item3', 'item4'] as const).map((item) => (
            <li key={item}>{t(`shell.learnMore.receive.${item}`)}</li>
          ))}
        </ul>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('shell.learnMore.for.title')}</h3>
        <p className="text-muted-foreground">{t('shell.learnMore.for.text')}</p>
      </section>
    </InfoDialog>
  );
}

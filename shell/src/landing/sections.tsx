// The landing page's content sections (spec §2): hero, how it works, what you receive, call to action.
import { useT, type MessageId } from '@thesis-studio/i18n';
import { chromeButton } from '../chrome/styles';

export interface OpenDialogs {
  idea: { open: () => void; preload: () => void };
  learnMore: { open: () => void; preload: () => void };
}

/** The two calls to action, each opening its dialog (its code loaded as the pointer or focus arrives). */
const ACTIONS = [
  { dialog: 'idea', variant: 'primary', label: 'shell.landing.getStarted' },
  { dialog: 'learnMore', variant: 'outline', label: 'shell.landing.learnMore' },
] as const satisfies ReadonlyArray<{
  dialog: keyof OpenDialogs;
  variant: 'primary' | 'outline';
  label: MessageId;
}>;

function Actions({ dialogs }: { dialogs: OpenDialogs }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {ACTIONS.map(({ dialog, variant, label }) => (
        <button
          key={dialog}
          type="button"
          className={chromeButton(variant, 'lg')}
          onClick={dialogs[dialog].open}
          onPointerEnter={dialogs[dialog].preload}
          onFocus={dialogs[dialog].preload}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}

function ThesisPreview() {
  const t = useT();
  const insights = [
    t('shell.landing.preview.insight1'),
    t('shell.landing.preview.insight2'),
    t('shell.landing.preview.insight3'),
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:mx-0">
      <div className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-primary/10" />
      <div className="rounded-2xl border border-border bg-background p-6 shadow-xl">
        <div className="flex items-center justify-between text-xs">
          <span className="font-medium text-muted-foreground">{t('shell.landing.preview.cueCard')}</span>
          <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
            {t('shell.landing.preview.complete')}
          </span>
        </div>
        <p className="mt-4 text-lg font-semibold leading-snug">{t('shell.landing.preview.question')}</p>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-accent">
          {t('shell.landing.preview.keyInsights')}
        </p>
        <ul className="mt-2 space-y-2 text-sm text-muted-foreground">
          {insights.map((text) => (
            <li key={text} className="flex gap-2">
              <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex items-center gap-3">
          <span className="grid h-8 w-8 place-items-center rounded-full bg-primary text-xs text-primary-foreground">
            ▶
          </span>
          <span className="h-1.5 flex-1 rounded-full bg-muted">
            <span className="block h-full w-2/5 rounded-full bg-primary" />
          </span>
          <span className="text-xs text-muted-foreground">1:12</span>
        </div>
      </div>
    </div>
  );
}

export function Hero({ dialogs }: { dialogs: OpenDialogs }) {
  const t = useT();
  return (
    <section className="overflow-x-clip border-b border-border bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-border bg-background px-3 py-1 text-xs font-medium uppercase tracking-widest text-muted-foreground">
            {t('shell.landing.hero.eyebrow')}
          </p>
          <h1 className="text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl xl:text-[3.5rem]">
            {t('shell.landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('shell.landing.hero.text')}</p>
          <Actions dialogs={dialogs} />
        </div>
        <ThesisPreview />
      </div>
    </section>
  );
}

export function HowItWorks() {
  const t = useT();
  const steps = (['step1', 'step2', 'step3', 'step4'] as const).map((step) => [
    t(`shell.landing.how.${step}.title`),
    t(`shell.landing.how.${step}.text`),
  ]);
  return (
    <section id="how-it-works" className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 md:py-20">
      <h2 className="text-3xl font-bold tracking-tight">{t('shell.landing.how.title')}</h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('shell.landing.how.text')}</p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(([title, text], index) => (
          <li key={title} className="rounded-xl border border-border p-6">
            <span className="grid h-9 w-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function WhatYouReceive() {
  const t = useT();
  const items = (['cueCards', 'insights', 'article', 'aloud', 'share', 'questions'] as const).map((item) => [
    t(`shell.landing.receive.${item}.title`),
    t(`shell.landing.receive.${item}.text`),
  ]);
  return (
    <section id="what-you-receive" className="scroll-mt-20 border-y border-border bg-secondary">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 className="text-3xl font-bold tracking-tight">{t('shell.landing.receive.title')}</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(([title, text]) => (
            <li key={title} className="rounded-xl border border-border bg-background p-6">
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction({ dialogs }: { dialogs: OpenDialogs }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('shell.landing.cta.title')}</h2>
          <p className="mt-2 max-w-xl opacity-90">{t('shell.landing.cta.text')}</p>
        </div>
        <button
          type="button"
          className={`${chromeButton('outline', 'lg')} text-foreground`}
          onClick={dialogs.idea.open}
          onPointerEnter={dialogs.idea.preload}
          onFocus={dialogs.idea.preload}
        >
          {t('shell.landing.cta.submit')}
        </button>
      </div>
    </section>
  );
}

// The landing page's content sections (spec §2): hero, how it works, what you receive, call to action.
import type { LanguageVariant } from '@thesis-studio/client/language';
import { chromeButton } from '../chrome/styles';

export interface OpenDialogs {
  idea: { open: () => void; preload: () => void };
  learnMore: { open: () => void; preload: () => void };
}

/** The landing copy follows the reader's UK / USA choice without loading the converter's word list. */
const spell = (variant: LanguageVariant, uk: string, us: string) => (variant === 'USA' ? us : uk);

/** The two calls to action, each opening its dialog (its code loaded as the pointer or focus arrives). */
const ACTIONS = [
  { dialog: 'idea', variant: 'primary', label: 'Get Started' },
  { dialog: 'learnMore', variant: 'outline', label: 'Learn More' },
] as const;

function Actions({ dialogs }: { dialogs: OpenDialogs }) {
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
          {label}
        </button>
      ))}
    </div>
  );
}

function ThesisPreview() {
  const insights = [
    'Demand in the segment grows 14% a year to 2030',
    'Two incumbents hold 60% of the market',
    'A partnership route halves the cost of entry',
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:mx-0">
      <div className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-primary/10" />
      <div className="rounded-2xl border border-border bg-background p-6 shadow-xl">
        <div className="flex items-center justify-between text-xs">
          <span className="font-medium text-muted-foreground">Thesis · Cue card 3 of 8</span>
          <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">Complete</span>
        </div>
        <p className="mt-4 text-lg font-semibold leading-snug">Should we enter the Nordic market in 2026?</p>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-accent">Key Insights</p>
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

export function Hero({ variant, dialogs }: { variant: LanguageVariant; dialogs: OpenDialogs }) {
  return (
    <section className="overflow-x-clip border-b border-border bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-border bg-background px-3 py-1 text-xs font-medium uppercase tracking-widest text-muted-foreground">
            For strategy teams and leaders
          </p>
          <h1 className="text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl xl:text-[3.5rem]">
            Turn a strategic idea into a thesis you can defend.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Thesis Studio helps strategy teams, executives and leaders in ambitious{' '}
            {spell(variant, 'organisations', 'organizations')} go from a first idea to a researched thesis —
            cue cards, key insights and a full article you can edit, listen to and share.
          </p>
          <Actions dialogs={dialogs} />
        </div>
        <ThesisPreview />
      </div>
    </section>
  );
}

export function HowItWorks({ variant }: { variant: LanguageVariant }) {
  const steps = [
    ['Share your idea', 'A few sentences on the question you want answered and why it matters now.'],
    [
      'Shape the challenge',
      `A guided four-step wizard sharpens the intellectual challenge and the strategic context you ${spell(variant, 'prioritise', 'prioritize')}.`,
    ],
    ['Research in phases', 'AI research works through your thesis phase by phase, typically in 2-3 minutes.'],
    ['Edit, listen, share', 'Refine every section, hear it read aloud, and share it by a public link.'],
  ];
  return (
    <section id="how-it-works" className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 md:py-20">
      <h2 className="text-3xl font-bold tracking-tight">How it works</h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">From a first thought to a thesis in four steps.</p>
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

export function WhatYouReceive({ variant }: { variant: LanguageVariant }) {
  const items = [
    ['Cue cards', 'The argument in a deck of cards you can step through before a meeting.'],
    [
      'Key insights',
      `The findings that matter, ${spell(variant, 'summarised', 'summarized')} as bullet points.`,
    ],
    ['A full article', 'Headings and paragraphs, ready to edit section by section.'],
    ['Read aloud', 'Listen to any card or the whole thesis, in the voice and speed you choose.'],
    ['Share by link', 'A public page for colleagues and clients, saved to their dashboards in one click.'],
    ['Questions from readers', 'Readers can question the AI about your thesis and send you a message.'],
  ];
  return (
    <section id="what-you-receive" className="scroll-mt-20 border-y border-border bg-secondary">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 className="text-3xl font-bold tracking-tight">What you receive</h2>
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
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Have an idea worth testing?</h2>
          <p className="mt-2 max-w-xl opacity-90">
            Tell us about it. We will help you turn it into a thesis.
          </p>
        </div>
        <button
          type="button"
          className={`${chromeButton('outline', 'lg')} text-foreground`}
          onClick={dialogs.idea.open}
          onPointerEnter={dialogs.idea.preload}
          onFocus={dialogs.idea.preload}
        >
          Submit your idea
        </button>
      </div>
    </section>
  );
}

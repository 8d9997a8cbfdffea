// A new user's dashboard (issue 13 item 6): a welcome and an invitation to start the first project,
// instead of empty grids; a landing-page idea still waiting (pendingIdea) is offered as the start.
import { useT } from '../i18n';
import { readPendingIdea } from '@thesis-studio/client';
import { ArrowRightIcon, buttonClass, Card, FileTextIcon, FolderIcon, SparklesIcon } from '@thesis-studio/ui';
import { useState } from 'react';
import { Link } from 'react-router';

const STEPS = [
  { Icon: FolderIcon, step: 'step1' },
  { Icon: SparklesIcon, step: 'step2' },
  { Icon: FileTextIcon, step: 'step3' },
] as const;

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function FirstProject({ username }: { username: string }) {
  const [pendingIdea] = useState(() => {
    const session = sessionStorageOrNull();
    return session ? readPendingIdea(session) : null;
  });
  const name = username.trim().split(/\s+/)[0];
  const t = useT();
  return (
    <Card
      data-testid="first-project"
      className="mt-8 overflow-hidden border-primary/15 bg-gradient-to-br from-blue-50 via-white to-orange-50/60"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="grid gap-4">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {t('dashboard.first.eyebrow')}
          </p>
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {name ? t('dashboard.first.welcomeName', { name }) : t('dashboard.first.welcome')}
          </h2>
          <p className="max-w-prose leading-relaxed text-slate-600">{t('dashboard.first.text')}</p>
          {pendingIdea ? (
            <blockquote className="rounded-md border-l-4 border-accent bg-white/80 px-4 py-3 text-sm text-slate-700">
              <span className="block text-xs font-semibold uppercase tracking-wider text-accent">
                {t('dashboard.first.yourIdea')}
              </span>
              <span className="line-clamp-3">{pendingIdea.idea}</span>
            </blockquote>
          ) : null}
          <div>
            <Link to="/projects/new" className={buttonClass('default', 'lg')}>
              {pendingIdea ? t('dashboard.first.fromIdea') : t('dashboard.first.start')}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
        <ol className="grid gap-4">
          {STEPS.map(({ Icon, step }, i) => (
            <li key={step} className="flex gap-4 rounded-lg border border-border bg-white/80 p-4">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
                <Icon className="h-5 w-5" />
              </span>
              <div>
                <p className="font-medium">
                  <span className="text-muted-foreground">{i + 1}. </span>
                  {t(`dashboard.first.${step}.title`)}
                </p>
                <p className="text-sm text-muted-foreground">{t(`dashboard.first.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

// A new user's dashboard (issue 13 item 6): a welcome and an invitation to start the first project,
// instead of empty grids; a landing-page idea still waiting (pendingIdea) is offered as the start.
import { readPendingIdea } from '@thesis-studio/client';
import { ArrowRightIcon, buttonClass, Card, FileTextIcon, FolderIcon, SparklesIcon } from '@thesis-studio/ui';
import { useState } from 'react';
import { Link } from 'react-router';

const STEPS = [
  {
    Icon: FolderIcon,
    title: 'Request a project',
    text: 'Describe the decision or question in front of you.',
  },
  {
    Icon: SparklesIcon,
    title: 'Develop theses',
    text: 'A guided wizard and AI research turn ideas into structured theses.',
  },
  {
    Icon: FileTextIcon,
    title: 'Refine and share',
    text: 'Edit the cue cards and article, listen to them, share by link.',
  },
];

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
  return (
    <Card
      data-testid="first-project"
      className="mt-8 overflow-hidden border-primary/15 bg-gradient-to-br from-blue-50 via-white to-orange-50/60"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="grid gap-4">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Getting started</p>
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {name ? `Welcome to Thesis Studio, ${name}!` : 'Welcome to Thesis Studio!'}
          </h2>
          <p className="max-w-prose leading-relaxed text-slate-600">
            Start your first project: tell us what you need help with, and our team and AI research will shape
            it into a clear, defensible thesis.
          </p>
          {pendingIdea ? (
            <blockquote className="rounded-md border-l-4 border-accent bg-white/80 px-4 py-3 text-sm text-slate-700">
              <span className="block text-xs font-semibold uppercase tracking-wider text-accent">
                Your idea
              </span>
              <span className="line-clamp-3">{pendingIdea.idea}</span>
            </blockquote>
          ) : null}
          <div>
            <Link to="/projects/new" className={buttonClass('default', 'lg')}>
              {pendingIdea ? 'Start a Project from Your Idea' : 'Start Your First Project'}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
        <ol className="grid gap-4">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="flex gap-4 rounded-lg border border-border bg-white/80 p-4">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
                <Icon className="h-5 w-5" />
              </span>
              <div>
                <p className="font-medium">
                  <span className="text-muted-foreground">{i + 1}. </span>
                  {title}
                </p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

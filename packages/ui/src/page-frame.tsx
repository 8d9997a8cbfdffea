import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** Federation name of the remote rendering the page: `data-remote` shows which bundle rendered it. */
  remote: string;
  title: string;
  /** Controls beside the title, e.g. an Add button. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Root of every page a remote renders: its title (and actions), then the page. */
export function PageFrame({ remote, title, actions, children }: PageFrameProps) {
  return (
    <section data-remote={remote} className="mx-auto w-full max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

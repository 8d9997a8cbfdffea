import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** Federation name of the remote rendering the page: `data-remote` shows which bundle rendered it. */
  remote: string;
  /** The page's h1 when a string; any other node is rendered in its place (its own heading, e.g. an inline editor). */
  title: ReactNode;
  /** Controls beside the title, e.g. an Add button. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Root of every page a remote renders: its title (and actions), then the page. */
export function PageFrame({ remote, title, actions, children }: PageFrameProps) {
  return (
    <section data-remote={remote} className="mx-auto w-full max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {typeof title === 'string' ? (
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        ) : (
          title
        )}
        {actions}
      </div>
      {children}
    </section>
  );
}

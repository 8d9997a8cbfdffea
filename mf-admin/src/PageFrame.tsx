import type { ReactNode } from 'react';

export const REMOTE_NAME = 'mf_admin';

/** Root of every page this remote renders; data-remote proves which bundle rendered it. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section data-remote={REMOTE_NAME} className="mx-auto w-full max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

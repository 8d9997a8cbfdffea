// A page's title with the line about it under it (and what stands above it, e.g. a link back): the
// heading every dashboard page that says more than its name draws in PageFrame's title slot.
import type { ReactNode } from 'react';

interface PageTitleProps {
  title: ReactNode;
  /** The h1's id, when the page's content is labelled by it. */
  titleId?: string | undefined;
  /** The line under the title. */
  description: ReactNode;
  /** The line's look, when it is not the usual small muted line. */
  descriptionClassName?: string | undefined;
  descriptionTestId?: string | undefined;
  /** Above the title, e.g. a link back. */
  back?: ReactNode;
}

export function PageTitle({
  title,
  titleId,
  description,
  descriptionClassName = 'mt-1 text-sm text-muted-foreground',
  descriptionTestId,
  back,
}: PageTitleProps) {
  return (
    <div className="min-w-0">
      {back}
      <h1 id={titleId} className="text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <p data-testid={descriptionTestId} className={descriptionClassName}>
        {description}
      </p>
    </div>
  );
}

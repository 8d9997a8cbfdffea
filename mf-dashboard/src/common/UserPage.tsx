// A page for the signed-in person (the shell's route guard keeps everyone else out): placeholders in
// the page's frame until the session is read, then the page for them.
import { useAuth, type AuthUser } from '@thesis-studio/client';
import { PageFrame, Skeleton } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { REMOTE_NAME } from '../remote';

export function UserPage({
  titleSkeleton,
  bodySkeleton,
  children,
}: {
  /** The classes of the title's and the body's placeholders. */
  titleSkeleton: string;
  bodySkeleton: string;
  children: (user: AuthUser) => ReactNode;
}) {
  const { user } = useAuth();
  if (!user) {
    return (
      <PageFrame remote={REMOTE_NAME} title={<Skeleton className={titleSkeleton} />}>
        <Skeleton className={bodySkeleton} />
      </PageFrame>
    );
  }
  return children(user);
}

import { PageFrame } from './PageFrame';

export function UsersPage() {
  return (
    <PageFrame title="User Management">
      <p className="mt-2 text-muted-foreground">Accounts and roles will be managed here.</p>
    </PageFrame>
  );
}

import { PageFrame } from '@thesis-studio/ui';
import { useParams } from 'react-router';
import { REMOTE_NAME } from './remote';

export { ThesisPage } from './thesis/ThesisPage';
export { ThesisWizardPage } from './wizard/ThesisWizardPage';

export function ThesisChatPage() {
  const { id } = useParams();
  return (
    <PageFrame remote={REMOTE_NAME} title="Continue Research">
      <p className="mt-2 text-muted-foreground" data-testid="route-params">
        thesis: {id}
      </p>
    </PageFrame>
  );
}

import { PageFrame } from '@thesis-studio/ui';
import { useParams } from 'react-router';
import { REMOTE_NAME } from './remote';

/** /shared/* — the share URL may span several path segments (spec §2). */
export function SharedThesisPage() {
  const shareUrl = useParams()['*'] ?? '';
  return (
    <PageFrame remote={REMOTE_NAME} title="Shared Thesis">
      <p className="mt-2 text-muted-foreground" data-testid="route-params">
        shareUrl: {shareUrl}
      </p>
    </PageFrame>
  );
}

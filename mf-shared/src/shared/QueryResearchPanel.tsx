// The Query Research panel of the shared page (spec §2 Shared page): the readers' chat with the AI and
// the question to the owner. The remote renders it in the page; the gateway renders it into a visitor's
// page too, where it is an island (islands/panel.tsx) hydrated once it is on screen.
import { useT } from '../i18n';
import type { AuthUser } from '@thesis-studio/client';
import { Card } from '@thesis-studio/ui';
import { QuestionDialog } from './QuestionDialog';
import { ReaderChat } from './ReaderChat';

export const PANEL_ID = 'query-research-panel';

export function QueryResearchPanel({
  shareUrl,
  user,
  transformText,
}: {
  shareUrl: string;
  user: AuthUser | null;
  transformText: (text: string) => string;
}) {
  const t = useT();
  return (
    <aside id={PANEL_ID} aria-labelledby={`${PANEL_ID}-heading`} className="min-w-0 scroll-mt-32">
      <div className="flex flex-col gap-4 lg:sticky lg:top-36">
        <Card className="p-4 sm:p-5">
          <h2 id={`${PANEL_ID}-heading`} className="text-lg font-semibold tracking-tight">
            {t('shared.panel.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('shared.panel.text')}</p>
          <div className="mt-4">
            <ReaderChat shareUrl={shareUrl} transformText={transformText} />
          </div>
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className="text-base font-semibold tracking-tight">{t('shared.panel.question.title')}</h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">
            {user ? t('shared.panel.question.signedIn') : t('shared.panel.question.visitor')}
          </p>
          <QuestionDialog shareUrl={shareUrl} user={user} />
        </Card>
      </div>
    </aside>
  );
}

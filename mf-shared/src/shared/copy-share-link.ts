// Share: copies the thesis's public link and says so, in the reader's language (the signed-in toolbar
// and the visitor's toolbar island alike).
import { useT } from '../i18n';
import { copyText } from '@thesis-studio/thesis-view/no-parser';
import { toast } from '@thesis-studio/ui';
import { sharedPageLink } from './share-url';

export function useCopyShareLink(shareUrl: string): () => Promise<void> {
  const t = useT();
  return async () => {
    const ok = await copyText(sharedPageLink(window.location.origin, shareUrl));
    if (ok) toast({ title: t('shared.toolbar.copied.title'), description: t('shared.toolbar.copied.text') });
    else
      toast({
        title: t('shared.toolbar.copyFailed'),
        description: window.location.href,
        variant: 'destructive',
      });
  };
}

// 'Submit Your Idea' (spec §2, §5): checks the form, keeps it as pendingIdea, and sends it.
import { savePendingIdea } from '@thesis-studio/client/pending-idea';
import { useT } from '@thesis-studio/i18n';
import { Button, DialogFooter, DialogFrame, Label, Textarea, TextField, toast } from '@thesis-studio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { browserStorage } from '../chrome/cookie-consent';
import { requestToaster } from '../chrome/toaster-demand';
import { checkIdeaForm, EMPTY_IDEA_FORM, ideaToasts, submitIdea, type IdeaForm } from './idea';
import type { DialogProps } from './dialog-props';

export default function IdeaDialog({ open, onOpenChange }: DialogProps) {
  const [form, setForm] = useState<IdeaForm>(EMPTY_IDEA_FORM);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();

  useEffect(requestToaster, []);

  const field = (name: keyof IdeaForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkIdeaForm(form, t);
    if (!check.ok) {
      toast({ ...check.toast, variant: 'destructive' });
      formRef.current?.querySelector<HTMLElement>(`[name="${check.field}"]`)?.focus();
      return;
    }
    const session = browserStorage('sessionStorage');
    if (session) savePendingIdea(session, check.idea);
    setSending(true);
    const result = await submitIdea(check.idea, fetch, t);
    setSending(false);
    if (!result.ok) {
      toast({ ...result.toast, variant: 'destructive' });
      return;
    }
    toast(ideaToasts(t).success);
    setForm(EMPTY_IDEA_FORM);
    onOpenChange(false);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="w-[calc(100%-2rem)]!"
      titleClassName="text-xl"
      title={t('shell.idea.title')}
      description={t('shell.idea.description')}
    >
      <form ref={formRef} className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="idea-name"
          name="name"
          label={t('shell.idea.name')}
          autoComplete="name"
          required
          {...field('name')}
        />
        <TextField
          id="idea-email"
          name="email"
          label={t('shell.idea.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <div className="grid gap-2">
          <Label htmlFor="idea-idea">{t('shell.idea.idea')}</Label>
          <Textarea
            id="idea-idea"
            name="idea"
            required
            rows={5}
            placeholder={t('shell.idea.placeholder')}
            {...field('idea')}
          />
        </div>
        <DialogFooter>
          <Button type="submit" disabled={sending}>
            {sending ? t('shell.idea.submitting') : t('shell.idea.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

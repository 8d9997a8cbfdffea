// 'Submit Your Idea' (spec §2, §5): checks the form, keeps it as pendingIdea, and sends it.
import { savePendingIdea } from '@thesis-studio/client/pending-idea';
import { Button, DialogFooter, DialogFrame, Label, Textarea, TextField, toast } from '@thesis-studio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { browserStorage } from '../chrome/cookie-consent';
import { requestToaster } from '../chrome/toaster-demand';
import { checkIdeaForm, EMPTY_IDEA_FORM, IDEA_TOASTS, submitIdea, type IdeaForm } from './idea';
import type { DialogProps } from './dialog-props';

export default function IdeaDialog({ open, onOpenChange }: DialogProps) {
  const [form, setForm] = useState<IdeaForm>(EMPTY_IDEA_FORM);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(requestToaster, []);

  const field = (name: keyof IdeaForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkIdeaForm(form);
    if (!check.ok) {
      toast({ ...check.toast, variant: 'destructive' });
      formRef.current?.querySelector<HTMLElement>(`[name="${check.field}"]`)?.focus();
      return;
    }
    const session = browserStorage('sessionStorage');
    if (session) savePendingIdea(session, check.idea);
    setSending(true);
    const result = await submitIdea(check.idea);
    setSending(false);
    if (!result.ok) {
      toast({ ...result.toast, variant: 'destructive' });
      return;
    }
    toast(IDEA_TOASTS.success);
    setForm(EMPTY_IDEA_FORM);
    onOpenChange(false);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="w-[calc(100%-2rem)]!"
      titleClassName="text-xl"
      title="Submit Your Idea"
      description="Tell us the idea you want to develop into a thesis. We will get back to you to discuss it."
    >
      <form ref={formRef} className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="idea-name" name="name" label="Name" autoComplete="name" required {...field('name')} />
        <TextField
          id="idea-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <div className="grid gap-2">
          <Label htmlFor="idea-idea">Your idea</Label>
          <Textarea
            id="idea-idea"
            name="idea"
            required
            rows={5}
            placeholder="What question should your thesis answer, and why does it matter now?"
            {...field('idea')}
          />
        </div>
        <DialogFooter>
          <Button type="submit" disabled={sending}>
            {sending ? 'Submitting...' : 'Submit Idea'}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}

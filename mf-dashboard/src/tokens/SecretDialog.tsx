// The add dialogs of the API tokens screen (a token, a webhook): a form with Cancel and its submit
// button, the server's field errors under their fields or its reason in a toast, and once created the
// secret shown once with a Done button. Closing the dialog empties the form.
import { serverErrorMessage } from '@thesis-studio/client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@thesis-studio/ui';
import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '../account/ButtonSpinner';
import { useT, type Translate } from '../i18n';
import { SecretOnce, type SecretOnceProps } from './SecretOnce';
import { fieldErrorsOf } from './tokens';

export interface SecretDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Empties the form and forgets the secret (when the dialog closes). */
  reset: () => void;
  /** Set once created: the heading and line above the secret, and the secret. */
  created: { title: string; description: ReactNode; secret: SecretOnceProps } | null;
  title: string;
  description: ReactNode;
  submitLabel: string;
  loading: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The form's fields. */
  children: ReactNode;
}

export function SecretDialog(props: SecretDialogProps) {
  const t = useT();
  const { created } = props;
  const close = () => {
    props.onOpenChange(false);
    props.reset();
  };
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next ? props.onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-xl">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{created.title}</DialogTitle>
              <DialogDescription>{created.description}</DialogDescription>
            </DialogHeader>
            <SecretOnce {...created.secret} />
            <DialogFooter>
              <Button onClick={close}>{t('dashboard.common.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="grid gap-5" onSubmit={props.onSubmit} noValidate>
            <DialogHeader>
              <DialogTitle>{props.title}</DialogTitle>
              <DialogDescription>{props.description}</DialogDescription>
            </DialogHeader>
            {props.children}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('dashboard.common.cancel')}
              </Button>
              <BusyButton type="submit" busy={props.loading}>
                {props.submitLabel}
              </BusyButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Runs `create`; a refusal with field errors sets them as the form's problems, any other failure is
 *  toasted as `failed` with the server's reason. */
export async function createOrShowProblems(
  create: () => Promise<void>,
  setProblems: (problems: Record<string, string[]>) => void,
  failed: string,
  t: Translate,
) {
  try {
    await create();
  } catch (err) {
    const fields = fieldErrorsOf(err);
    if (Object.keys(fields).length > 0) setProblems(fields);
    else
      toast({
        title: failed,
        description: serverErrorMessage(err) ?? t('dashboard.common.tryAgain'),
        variant: 'destructive',
      });
  }
}

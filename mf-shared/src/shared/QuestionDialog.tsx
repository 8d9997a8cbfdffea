// 'Got a question?' (spec §2 Shared page, §5, §8): a message to the thesis's owner. Signed-in readers
// write only the question (their name and email come from the account: 'Ask a Question'); anonymous
// visitors also give a name and an email to be answered at ('Send a Message').
import { T, useT } from '../i18n';
import { useMutation } from '@apollo/client/react';
import { type AuthUser, toastFailure } from '@thesis-studio/client';
import {
  Button,
  DialogFooter,
  DialogFrame,
  DialogTrigger,
  Label,
  MessageIcon,
  Textarea,
  TextField,
  toast,
} from '@thesis-studio/ui';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../gql';
import { questionSentToast, visitorQuestionProblem } from './question-rules';

const AskOwnerMutation = graphql(`
  mutation SharedThesisAskOwner($shareUrl: String!, $input: AskOwnerInput!) {
    askOwner(shareUrl: $shareUrl, input: $input)
  }
`);

export interface QuestionDialogProps {
  shareUrl: string;
  user: AuthUser | null;
}

export function QuestionDialog({ shareUrl, user }: QuestionDialogProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const label = user ? t('shared.question.ask') : t('shared.question.message');
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <DialogTrigger asChild>
          <Button variant="outline" className="w-full">
            <MessageIcon />
            {label}
          </Button>
        </DialogTrigger>
      }
      className="sm:max-w-md"
      title={label}
      description={user ? t('shared.question.toOwner.signedIn') : t('shared.question.toOwner.visitor')}
    >
      <QuestionForm shareUrl={shareUrl} user={user} onSent={() => setOpen(false)} />
    </DialogFrame>
  );
}

function QuestionForm({ shareUrl, user, onSent }: QuestionDialogProps & { onSent: () => void }) {
  const id = useId();
  const t = useT();
  const [question, setQuestion] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [askOwner, { loading }] = useMutation(AskOwnerMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = visitorQuestionProblem({ question, name, email }, user !== null, t);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      const field = problem.title.startsWith('Question')
        ? 'question'
        : problem.title.startsWith('Name')
          ? 'name'
          : 'email';
      document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    try {
      await askOwner({
        variables: {
          shareUrl,
          input: user
            ? { question: question.trim() }
            : { question: question.trim(), senderName: name.trim(), senderEmail: email.trim() },
        },
      });
      toast(questionSentToast(user !== null, t));
      onSent();
    } catch (error) {
      toastFailure(t('shared.question.failed'), error, t('shared.tryAgain'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {user ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <T
            id="shared.question.sendingAs"
            values={{
              name: user.username,
              email: user.email,
              b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            }}
          />
        </p>
      ) : (
        <>
          <TextField
            id={`${id}-name`}
            label={t('shared.question.name')}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id={`${id}-email`}
            label={t('shared.question.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-question`}>{t('shared.question.question')}</Label>
        <Textarea
          id={`${id}-question`}
          rows={5}
          placeholder={t('shared.question.placeholder')}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={loading}>
          {loading
            ? t('shared.question.sending')
            : user
              ? t('shared.question.sendQuestion')
              : t('shared.question.sendMessage')}
        </Button>
      </DialogFooter>
    </form>
  );
}

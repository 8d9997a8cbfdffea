// 'Got a question?' (spec §2 Shared page, §5, §8): a message to the thesis's owner. Signed-in readers
// write only the question (their name and email come from the account: 'Ask a Question'); anonymous
// visitors also give a name and an email to be answered at ('Send a Message').
import { useMutation } from '@apollo/client/react';
import { serverErrorMessage, type AuthUser } from '@thesis-studio/client';
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
  const label = user ? 'Ask a Question' : 'Send a Message';
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
      description={
        user
          ? 'Your question goes to the owner of this thesis, who can reply to your account’s email.'
          : 'Your message goes to the owner of this thesis, who can reply to you by email.'
      }
    >
      <QuestionForm shareUrl={shareUrl} user={user} onSent={() => setOpen(false)} />
    </DialogFrame>
  );
}

function QuestionForm({ shareUrl, user, onSent }: QuestionDialogProps & { onSent: () => void }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [askOwner, { loading }] = useMutation(AskOwnerMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = visitorQuestionProblem({ question, name, email }, user !== null);
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
      toast(questionSentToast(user !== null));
      onSent();
    } catch (error) {
      toast({
        title: 'Failed to send question',
        description: serverErrorMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {user ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Sending as <span className="font-medium text-foreground">{user.username}</span> ({user.email})
        </p>
      ) : (
        <>
          <TextField
            id={`${id}-name`}
            label="Your name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id={`${id}-email`}
            label="Your email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-question`}>Your question</Label>
        <Textarea
          id={`${id}-question`}
          rows={5}
          placeholder="What would you like to ask the author?"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={loading}>
          {loading ? 'Sending…' : user ? 'Send Question' : 'Send Message'}
        </Button>
      </DialogFooter>
    </form>
  );
}

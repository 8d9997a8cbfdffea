// Spec §5 visitor question rules, checked in the browser before anything is sent (the gateway checks
// them again). Signed-in readers send only the question: their name and email come from the account.

export interface ToastMessage {
  title: string;
  description: string;
}

export interface VisitorQuestion {
  question: string;
  name: string;
  email: string;
}

/** A simple address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function visitorQuestionProblem(input: VisitorQuestion, signedIn: boolean): ToastMessage | null {
  if (input.question.trim() === '') {
    return { title: 'Question required', description: 'Please enter your question' };
  }
  if (signedIn) return null;
  if (input.name.trim() === '') return { title: 'Name required', description: 'Please provide your name' };
  if (input.email.trim() === '') {
    return {
      title: 'Email required',
      description: 'Please provide your email address so the project owner can respond to you',
    };
  }
  if (!EMAIL_PATTERN.test(input.email.trim())) {
    return { title: 'Invalid email', description: 'Please enter a valid email address' };
  }
  return null;
}

/** Spec §8: 'Question sent!', worded for who sent it (anonymous senders hear the owner is emailed). */
export function questionSentToast(signedIn: boolean): ToastMessage {
  return signedIn
    ? { title: 'Question sent!', description: 'The project owner will see your question in their inbox.' }
    : {
        title: 'Question sent!',
        description: 'The project owner has been notified by email and can reply to you directly.',
      };
}

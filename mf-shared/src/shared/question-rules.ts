// Spec §5 visitor question rules, checked in the browser before anything is sent (the gateway checks
// them again). Signed-in readers send only the question: their name and email come from the account.
import { translatorFor, type useT } from '../i18n';

export interface ToastMessage {
  title: string;
  description: string;
}

export interface VisitorQuestion {
  question: string;
  name: string;
  email: string;
}

/** The page's messages in the reader's language (`useT()`); English when none is given. */
type Translate = ReturnType<typeof useT>;

/** A simple address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function visitorQuestionProblem(
  input: VisitorQuestion,
  signedIn: boolean,
  t: Translate = translatorFor('UK'),
): ToastMessage | null {
  if (input.question.trim() === '') {
    return { title: t('shared.question.required.title'), description: t('shared.question.required.text') };
  }
  if (signedIn) return null;
  if (input.name.trim() === '') {
    return {
      title: t('shared.question.nameRequired.title'),
      description: t('shared.question.nameRequired.text'),
    };
  }
  if (input.email.trim() === '') {
    return {
      title: t('shared.question.emailRequired.title'),
      description: t('shared.question.emailRequired.text'),
    };
  }
  if (!EMAIL_PATTERN.test(input.email.trim())) {
    return {
      title: t('shared.question.invalidEmail.title'),
      description: t('shared.question.invalidEmail.text'),
    };
  }
  return null;
}

/** Spec §8: 'Question sent!', worded for who sent it (anonymous senders hear the owner is emailed). */
export function questionSentToast(signedIn: boolean, t: Translate = translatorFor('UK')): ToastMessage {
  return {
    title: t('shared.question.sent.title'),
    description: t(signedIn ? 'shared.question.sent.signedIn' : 'shared.question.sent.visitor'),
  };
}

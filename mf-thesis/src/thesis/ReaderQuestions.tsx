// 'What readers asked' (issue 12 item 5): the questions readers of the share link put to the AI, for the
// owner, without who asked; shown only when there are some.
import { useQuery } from '@apollo/client/react';
import { DateText } from '@thesis-studio/client';
import { MessageIcon } from '@thesis-studio/ui';
import { graphql } from '../gql';
import { useT } from '../i18n/thesis';
import { usePainted } from './after-paint';

const ThesisPageReaderQuestions = graphql(`
  query ThesisPageReaderQuestions($thesisId: ID!) {
    readerQuestions(thesisId: $thesisId) {
      content
      createdAt
    }
  }
`);

/** How many questions are listed before the rest fold away. */
const SHOWN = 5;

export function ReaderQuestions({ thesisId }: { thesisId: string }) {
  const t = useT();
  const { data } = useQuery(ThesisPageReaderQuestions, {
    variables: { thesisId },
    fetchPolicy: 'cache-and-network',
    skip: !usePainted(),
  });
  const questions = data?.readerQuestions ?? [];
  if (questions.length === 0) return null;
  const item = (question: (typeof questions)[number], key: number) => (
    <li key={key} className="flex items-start justify-between gap-4 py-3">
      <p className="min-w-0 text-[0.9375rem] leading-6 text-foreground">{question.content}</p>
      <DateText value={question.createdAt} className="shrink-0 text-xs text-muted-foreground" />
    </li>
  );
  return (
    <section aria-labelledby="reader-questions-heading" className="mt-10 rounded-lg border border-border p-5">
      <div className="flex items-center gap-2">
        <MessageIcon className="h-4 w-4 text-primary" />
        <h2 id="reader-questions-heading" className="text-base font-semibold">
          {t('thesis.readers.heading')}
        </h2>
        <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {questions.length}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('thesis.readers.text')}</p>
      <ul className="mt-2 divide-y divide-border">{questions.slice(0, SHOWN).map(item)}</ul>
      {questions.length > SHOWN ? (
        <details className="group">
          <summary className="mt-2 cursor-pointer text-sm font-medium text-primary">
            {t('thesis.readers.more', { count: questions.length - SHOWN })}
          </summary>
          <ul className="divide-y divide-border">
            {questions.slice(SHOWN).map((q, i) => item(q, i + SHOWN))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

import { describe, expect, it } from 'vitest';
import { questionSentToast, visitorQuestionProblem } from './question-rules';

const ok = { question: 'Which regions go first?', name: 'Ada Lovelace', email: 'ada@example.com' };

describe('visitorQuestionProblem (spec §5)', () => {
  it('accepts a complete anonymous question and a signed-in question alone', () => {
    expect(visitorQuestionProblem(ok, false)).toBeNull();
    expect(visitorQuestionProblem({ question: 'Why?', name: '', email: '' }, true)).toBeNull();
  });

  it('checks question, then name, then email, then its shape', () => {
    expect(visitorQuestionProblem({ question: '  ', name: '', email: '' }, false)).toEqual({
      title: 'Question required',
      description: 'Please enter your question',
    });
    expect(visitorQuestionProblem({ question: '  ', name: 'x', email: 'x@y.z' }, true)?.title).toBe(
      'Question required',
    );
    expect(visitorQuestionProblem({ ...ok, name: ' \t', email: '' }, false)).toEqual({
      title: 'Name required',
      description: 'Please provide your name',
    });
    expect(visitorQuestionProblem({ ...ok, email: '   ' }, false)).toEqual({
      title: 'Email required',
      description: 'Please provide your email address so the project owner can respond to you',
    });
    for (const email of ['ada', 'ada@example', '@example.com', 'ada @example.com', 'ada@exa mple.com']) {
      expect(visitorQuestionProblem({ ...ok, email }, false), email).toEqual({
        title: 'Invalid email',
        description: 'Please enter a valid email address',
      });
    }
  });

  it('words the success toast for who sent it', () => {
    expect(questionSentToast(false).title).toBe('Question sent!');
    expect(questionSentToast(false).description).toMatch(/notified by email/);
    expect(questionSentToast(true).title).toBe('Question sent!');
    expect(questionSentToast(true).description).not.toMatch(/email/);
  });
});

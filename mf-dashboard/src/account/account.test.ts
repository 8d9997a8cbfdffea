import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@thesis-studio/domain';
import { translatorFor } from '../i18n';
import {
  deletionConsequences,
  emailChangeProblems,
  exportFileName,
  firstFieldProblems,
  passwordChangeProblems,
  sessionDevice,
  usernameProblems,
} from './account';

const t = translatorFor('UK');

const counts = {
  projects: 2,
  theses: 1,
  sources: 0,
  savedLinks: 1,
  comments: 3,
  questionsSent: 0,
  questionsReceived: 4,
  readerChats: 1,
  sessions: 2,
};

describe('account rules', () => {
  it('lists what deleting the account removes, with the counts in words', () => {
    expect(deletionConsequences(counts, t)).toEqual([
      'Your account: your name, email address and password',
      '2 projects and 1 thesis, with their versions, research, chats',
      "Every link you shared stops working: readers will see 'Shared thesis not found'",
      '1 saved link',
      '3 comments you wrote on shared theses',
      '4 questions readers sent you',
      'Your Query Research chats on 1 shared thesis',
      'You will be signed out everywhere (2 sessions)',
    ]);
  });

  it('leaves out what the person does not have', () => {
    const none = Object.fromEntries(Object.keys(counts).map((key) => [key, 0])) as typeof counts;
    expect(deletionConsequences({ ...none, sessions: 1 }, t)).toEqual([
      'Your account: your name, email address and password',
      'You will be signed out everywhere (1 session)',
    ]);
    expect(
      deletionConsequences({ ...none, projects: 1, sources: 2, questionsSent: 1, sessions: 1 }, t),
    ).toEqual([
      'Your account: your name, email address and password',
      '1 project and 0 theses, with their versions, research, chats and 2 sources',
      '1 question you sent to owners',
      'You will be signed out everywhere (1 session)',
    ]);
  });

  it('names the export file from Content-Disposition, folders and quotes stripped, else by date', () => {
    const now = new Date('2026-03-04T10:00:00Z');
    expect(exportFileName('attachment; filename="thesis-studio-ada.zip"', now)).toBe('thesis-studio-ada.zip');
    expect(exportFileName("attachment; filename=x.zip; filename*=UTF-8''d%C3%A9j%C3%A0.zip", now)).toBe(
      'déjà.zip',
    );
    expect(exportFileName('attachment; filename="../../etc/passwd"', now)).toBe('passwd');
    expect(exportFileName(null, now)).toBe('thesis-studio-export-2026-03-04.zip');
  });

  it('says which device a session is on', () => {
    expect(sessionDevice({ browser: 'Firefox 128', os: 'Ubuntu' }, t)).toBe('Firefox 128 on Ubuntu');
  });

  it('checks a new password with the rules and messages of sign-up, typed twice, not the current one', () => {
    const ok = {
      currentPassword: 'old password',
      newPassword: 'new password',
      confirmPassword: 'new password',
    };
    expect(passwordChangeProblems(ok, t)).toEqual({});
    expect(passwordChangeProblems({ ...ok, newPassword: 'short', confirmPassword: 'short' }, t)).toEqual({
      newPassword: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(passwordChangeProblems({ ...ok, confirmPassword: 'new passwort' }, t)).toEqual({
      confirmPassword: 'Please make sure both passwords are the same',
    });
    expect(
      passwordChangeProblems({ ...ok, newPassword: 'old password', confirmPassword: 'old password' }, t),
    ).toEqual({ newPassword: 'The new password is the same as the current one.' });
    expect(passwordChangeProblems({ currentPassword: '', newPassword: '', confirmPassword: '' }, t)).toEqual({
      currentPassword: 'Please enter your current password.',
      newPassword: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(
      passwordChangeProblems({ ...ok, newPassword: 'x'.repeat(1025), confirmPassword: 'x'.repeat(1025) }, t),
    ).toEqual({ newPassword: 'Password must be at most 1024 characters.' });
  });

  it('checks a new email address and asks for the current password', () => {
    const current = 'ada@example.com';
    expect(emailChangeProblems({ newEmail: ' ada@new.example ', currentPassword: 'pw' }, current, t)).toEqual(
      {},
    );
    expect(emailChangeProblems({ newEmail: 'ADA@example.com', currentPassword: 'pw' }, current, t)).toEqual({
      newEmail: 'That is already your email address.',
    });
    expect(emailChangeProblems({ newEmail: 'not an address', currentPassword: '' }, current, t)).toEqual({
      newEmail: 'Please enter a valid email address.',
      currentPassword: 'Please enter your current password.',
    });
    expect(emailChangeProblems({ newEmail: '  ', currentPassword: 'pw' }, current, t)).toEqual({
      newEmail: 'Email is required.',
    });
  });

  it('needs a username within the limit, and keeps the first message of each refused field', () => {
    expect(usernameProblems('  Grace ', t)).toEqual({});
    expect(usernameProblems('   ', t)).toEqual({ username: 'Username is required.' });
    expect(usernameProblems('x'.repeat(81), t)).toEqual({
      username: 'Username must be at most 80 characters.',
    });
    expect(firstFieldProblems({ newEmail: ['Taken.', 'Other.'], currentPassword: [] })).toEqual({
      newEmail: 'Taken.',
    });
  });
});

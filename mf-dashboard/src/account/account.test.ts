import { describe, expect, it } from 'vitest';
import { deletionConsequences, exportFileName, lastSeenLabel, sessionDevice } from './account';

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
    expect(deletionConsequences(counts)).toEqual([
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
    expect(deletionConsequences({ ...none, sessions: 1 })).toEqual([
      'Your account: your name, email address and password',
      'You will be signed out everywhere (1 session)',
    ]);
    expect(deletionConsequences({ ...none, projects: 1, sources: 2, questionsSent: 1, sessions: 1 })).toEqual(
      [
        'Your account: your name, email address and password',
        '1 project and 0 theses, with their versions, research, chats and 2 sources',
        '1 question you sent to owners',
        'You will be signed out everywhere (1 session)',
      ],
    );
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

  it('says when a session was last seen', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(lastSeenLabel('2026-03-04T11:59:40Z', now)).toBe('Just now');
    expect(lastSeenLabel('2026-03-04T11:59:00Z', now)).toBe('1 minute ago');
    expect(lastSeenLabel('2026-03-04T11:15:00Z', now)).toBe('45 minutes ago');
    expect(lastSeenLabel('2026-03-04T07:00:00Z', now)).toBe('5 hours ago');
    expect(lastSeenLabel('2026-03-01T12:00:00Z', now)).toBe('3 days ago');
    expect(lastSeenLabel('not a date', now)).toBe('');
    expect(sessionDevice({ browser: 'Firefox 128', os: 'Ubuntu' })).toBe('Firefox 128 on Ubuntu');
  });
});

import { datesFor } from '@thesis-studio/client';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import {
  EMPTY_NEW_USER,
  failureDescription,
  isOwnAccount,
  isRole,
  joinedDate,
  needsConfirmation,
  newUserProblem,
  promotionDescription,
} from './rules';

const t = translatorFor('UK');

describe('user management rules', () => {
  it('recognises the own account by email, ignoring case and spaces', () => {
    expect(isOwnAccount('Admin@Site.test', 'admin@site.test ')).toBe(true);
    expect(isOwnAccount('other@site.test', 'admin@site.test')).toBe(false);
    expect(isOwnAccount('admin@site.test', undefined)).toBe(false);
  });

  it('needs username, email and password to add a user; the role defaults to user', () => {
    expect(EMPTY_NEW_USER.role).toBe('user');
    expect(newUserProblem(EMPTY_NEW_USER, t)).toEqual({
      title: 'Error',
      description: 'Please fill in all fields',
    });
    expect(
      newUserProblem({ ...EMPTY_NEW_USER, username: 'a', email: 'a@b.c', password: '  ' }, t),
    ).not.toBeNull();
    expect(
      newUserProblem({ username: 'a', email: 'a@b.c', password: 'secret-pass', role: 'admin' }, t),
    ).toBeNull();
  });

  it('appends the server reason to the failure text when there is one', () => {
    expect(failureDescription('Failed to delete user', 'User not found.')).toBe(
      'Failed to delete user: User not found.',
    );
    expect(failureDescription('Failed to delete user', ' ')).toBe('Failed to delete user');
    expect(failureDescription('Failed to create user', undefined)).toBe('Failed to create user');
  });

  it('accepts only the two roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('user')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });

  it('formats the joined date and says when it cannot', () => {
    expect(joinedDate('2025-01-15T10:00:00.000Z', datesFor('UK'), t)).toBe('15 January 2025');
    expect(joinedDate('2025-01-15T10:00:00.000Z', datesFor('USA'), t)).toBe('January 15, 2025');
    expect(joinedDate('not a date', datesFor('UK'), t)).toBe('Unknown');
  });

  it('asks before granting admin, not before stepping an admin down', () => {
    expect(needsConfirmation('user', 'admin')).toBe(true);
    expect(needsConfirmation('admin', 'user')).toBe(false);
    expect(needsConfirmation('admin', 'admin')).toBe(false);
    expect(needsConfirmation('user', 'user')).toBe(false);
    expect(promotionDescription('ada@x.io', t)).toMatch(/^ada@x\.io will be able to manage every account/);
    expect(promotionDescription('ada@x.io', translatorFor('DE'))).toMatch(/^ada@x\.io kann dann jedes Konto/);
  });
});

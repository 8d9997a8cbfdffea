import { authStore } from '@thesis-studio/client';
import { testUser } from '@thesis-studio/client/test-user';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkup } from '../testing/static-markup';
import { QuestionsPage } from './QuestionsPage';

const render = () => renderMarkup(<QuestionsPage />);

describe('QuestionsPage', () => {
  afterEach(() => authStore.setUser(null));

  it("tells a visitor who is not signed in to log in (spec §2: 'Access Denied')", () => {
    authStore.setUser(null);
    const html = render();
    expect(html).toContain('Access Denied');
    expect(html).toContain('Please log in to view questions.');
    expect(html).not.toContain('question-skeleton');
  });

  it('shows three placeholders while the questions load', () => {
    authStore.setUser(testUser({ username: 'Owner', email: 'owner@x.test' }));
    const html = render();
    expect(html.match(/data-testid="question-skeleton"/g)).toHaveLength(3);
    expect(html).not.toContain('Access Denied');
  });
});

import { THESIS_STATUSES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../testing/static-markup';
import { ThesisCard, type ThesisCardThesis } from './ThesisCard';

function render(thesis: ThesisCardThesis): string {
  return renderMarkup(<ThesisCard thesis={thesis} />);
}

const thesis = (status: ThesisCardThesis['status']): ThesisCardThesis => ({
  __typename: 'Thesis',
  id: `id-${status}`,
  slug: `nordic-${status}`,
  title: `Nordic ${status}`,
  idea: 'Enter the Nordics.',
  summary: 'Demand grows twice as fast as at home.',
  status,
  updatedAt: new Date().toISOString(),
});

describe('ThesisCard', () => {
  it.each([
    ['complete', 'Complete', 'green', 'View Thesis'],
    ['researching', 'In Progress', 'amber', 'Continue Research'],
    ['draft', 'Draft', 'grey', 'Continue Research'],
    ['failed', 'Failed', 'red', 'Continue Research'],
  ] as const)('a %s thesis shows %s (%s) and %s to its page', (status, label, tone, action) => {
    const html = render(thesis(status));
    expect(html).toContain(`data-tone="${tone}"`);
    expect(html).toMatch(new RegExp(`data-testid="thesis-status"[^>]*>.*?${label}</span>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/theses/nordic-${status}"[^>]*>${action}<`));
  });

  it('covers every status the schema has', () => {
    expect([...THESIS_STATUSES].sort()).toEqual(['complete', 'draft', 'failed', 'researching']);
  });

  it('clamps the summary to three lines, says Today for today, and offers delete by name', () => {
    const html = render(thesis('draft'));
    expect(html).toMatch(/class="line-clamp-3[^"]*"[^>]*>Demand grows twice as fast as at home\.</);
    expect(html).toContain('>Today</time>');
    expect(html).toContain('aria-label="Delete thesis Nordic draft"');
  });
});

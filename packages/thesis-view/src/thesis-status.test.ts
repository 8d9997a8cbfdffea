import { describe, expect, it } from 'vitest';
import { thesisStatusBadge } from './thesis-status';

describe('thesisStatusBadge', () => {
  it('names each status as the spec does, with its colour', () => {
    expect(thesisStatusBadge('complete')).toEqual({ label: 'Complete', tone: 'green' });
    expect(thesisStatusBadge('researching')).toEqual({ label: 'In Progress', tone: 'amber' });
    expect(thesisStatusBadge('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(thesisStatusBadge('draft')).toEqual({ label: 'Draft', tone: 'grey' });
  });

  it('reads any other status as Draft', () => {
    expect(thesisStatusBadge('')).toEqual({ label: 'Draft', tone: 'grey' });
    expect(thesisStatusBadge('archived')).toEqual({ label: 'Draft', tone: 'grey' });
  });
});

import { describe, expect, it } from 'vitest';
import { keyInsightBullets } from './key-insights';

describe('keyInsightBullets', () => {
  it('reads bullet lines, dropping the bullet and anything that is not one', () => {
    expect(
      keyInsightBullets(
        'Key insights\n• Centralise analytics first\n\n•   Pilot in two regions  \n- Name owners',
      ),
    ).toEqual(['Centralise analytics first', 'Pilot in two regions', 'Name owners']);
  });

  it('splits a prose summary into its sentences', () => {
    expect(keyInsightBullets('Centralise analytics. Pilot it in 2 regions! Is Q3 realistic? yes.')).toEqual([
      'Centralise analytics.',
      'Pilot it in 2 regions!',
      'Is Q3 realistic? yes.',
    ]);
  });

  it('gives nothing for an empty summary', () => {
    expect(keyInsightBullets('')).toEqual([]);
    expect(keyInsightBullets(' \n ')).toEqual([]);
  });
});

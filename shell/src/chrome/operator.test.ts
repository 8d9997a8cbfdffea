import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_EMAIL, DEFAULT_OPERATOR_NAME, readOperator } from './operator';

const doc = (metas: Record<string, string>) => ({
  querySelector: (selector: string) => {
    const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
    return name in metas ? ({ getAttribute: () => metas[name] ?? null } as unknown as Element) : null;
  },
});

describe('readOperator', () => {
  it('uses the neutral placeholders when nothing is configured', () => {
    expect(readOperator(null, {})).toEqual({ name: DEFAULT_OPERATOR_NAME, email: DEFAULT_OPERATOR_EMAIL });
    expect(DEFAULT_OPERATOR_NAME).toBe('Your Company Ltd');
  });

  it('prefers the run-time meta tags, then the build-time settings', () => {
    const env = { VITE_OPERATOR_NAME: 'Build Co', VITE_OPERATOR_EMAIL: 'build@co.test' };
    expect(readOperator(doc({ 'ts-operator': ' Acme Strategy Ltd ' }), env)).toEqual({
      name: 'Acme Strategy Ltd',
      email: 'build@co.test',
    });
    expect(readOperator(doc({ 'ts-operator': '', 'ts-operator-email': 'dpo@acme.test' }), env)).toEqual({
      name: 'Build Co',
      email: 'dpo@acme.test',
    });
  });
});

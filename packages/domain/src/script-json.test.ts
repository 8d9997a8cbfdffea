import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.js';

describe('scriptJson', () => {
  const hostile = { title: '</script><script>alert(1)</script> <!-- & \u2028\u2029', n: 1 };

  it('writes <, >, & and the line separators as \\u escapes', () => {
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026 \\u2028\\u2029');
  });

  it('is read back as the same value', () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
  });
});

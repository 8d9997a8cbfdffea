import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReactInstance } from './react-instance.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportReactInstance', () => {
  it('counts one React however many wrapper objects report it, and a second copy separately', () => {
    vi.stubGlobal('window', {});
    expect(reportReactInstance(React)).toBe(1);
    expect(reportReactInstance({ ...React })).toBe(1);
    class OtherComponent {}
    expect(reportReactInstance({ Component: OtherComponent })).toBe(2);
  });
});

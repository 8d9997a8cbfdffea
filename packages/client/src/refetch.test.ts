import { describe, expect, it, vi } from 'vitest';
import { refetchQuietly } from './refetch.js';

describe('refetchQuietly', () => {
  it('runs the refetch and resolves once it succeeded', async () => {
    const refetch = vi.fn(() => Promise.resolve({ data: { ok: true } }));
    await expect(refetchQuietly(refetch)).resolves.toBeUndefined();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('resolves, not rejects, when the refetch fails', async () => {
    const refetch = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(refetchQuietly(refetch)).resolves.toBeUndefined();
    expect(refetch).toHaveBeenCalledOnce();
  });
});

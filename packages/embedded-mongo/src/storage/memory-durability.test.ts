// MemoryDurability, what openDurability gives without a dbPath: nothing is written, commits resolve at once.
import { expect, it } from 'vitest';
import { documentCodec } from '../engine/codec.js';
import { openDurability } from './index.js';
import { MemoryDurability } from './memory-durability.js';

it('without dbPath loads an empty image and commits at once', async () => {
  const d = await openDurability({ codec: documentCodec });
  expect(d).toBeInstanceOf(MemoryDurability);
  expect((await d.load()).size).toBe(0);
  await d.commit([{ op: 'put', ns: 'a.b', doc: { _id: 1 } }]);
  await d.checkpoint(new Map());
  expect(d.wantsCheckpoint()).toBe(false);
  expect(d.stats()).toMatchObject({ commits: 1, fsyncs: 0 });
  await d.close();
  await expect(d.commit([])).rejects.toThrow(/closed/);
});

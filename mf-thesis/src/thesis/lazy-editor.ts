// The inline editor (title, central question, a block) as a chunk fetched with the first edit.
import { lazyPart } from './lazy-part';

export const InlineEditor = lazyPart(() => import('./InlineEditor').then((m) => m.InlineEditor));

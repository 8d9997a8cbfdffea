// Input shapes for the owner's share controls.
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';

/** A thesis keeps at most this many hidden sections (an article has far fewer). */
export const MAX_HIDDEN_SECTIONS = 200;

export const setSectionHiddenInput = z.strictObject({
  section: singleLineText('Section', { max: 300 }),
  hidden: z.boolean({ error: 'Hidden must be true or false.' }),
});

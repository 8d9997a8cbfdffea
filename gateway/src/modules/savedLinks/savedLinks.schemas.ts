// Input shapes for saved links (spec §7 POST /api/saved-links).
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';

export const SAVED_LINK_LIMITS = { title: 200, projectName: 120, shareUrl: 200, perUser: 1_000 } as const;

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i);

export const saveLinkInput = z.object({
  thesisId: z
    .string({ message: 'thesisId must be text.' })
    .regex(/^[0-9a-f]{24}$/i, 'thesisId must be a thesis id.'),
  title: singleLineText('Title', { max: SAVED_LINK_LIMITS.title }),
  shareUrl: z
    .string({ message: 'shareUrl must be text.' })
    .max(SAVED_LINK_LIMITS.shareUrl, `shareUrl must be at most ${SAVED_LINK_LIMITS.shareUrl} characters.`),
  projectName: singleLineText('Project name', { max: SAVED_LINK_LIMITS.projectName, required: false }),
});

/** A saved link as its owner sees it (GraphQL `SavedLink`, the REST answer). */
export const savedLinkAnswer = z
  .object({
    id: z.string(),
    thesisId: z.string(),
    title: z.string(),
    shareUrl: z.string(),
    projectName: z.string(),
    createdAt: z.iso.datetime(),
    available: z
      .boolean()
      .meta({ description: 'False once the thesis is deleted or its share link revoked or replaced.' }),
  })
  .meta({ id: 'SavedLink' });

/** Whether the signed-in user saved a thesis (GraphQL `ThesisSavedState`). */
export const savedStateAnswer = z
  .object({ saved: z.boolean(), savedLinkId: z.string().nullable() })
  .meta({ id: 'SavedState' });

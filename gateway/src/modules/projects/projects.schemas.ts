// Input shapes for projects (spec §5, §7). Unknown fields are refused, so a misspelt field is not
// silently ignored; an edit may carry the fields the client cannot set as GET answered them, accepted
// and ignored (shared/read-only.ts).
import { PROJECT_LIMITS } from '@thesis-studio/domain';
import { z } from 'zod';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { multiLineText, singleLineText } from '../../shared/text.js';

const name = singleLineText('Project name', { max: PROJECT_LIMITS.name });
const description = multiLineText('Description', { max: PROJECT_LIMITS.description });

export const createProjectInput = z.strictObject({
  name,
  description: description.default(''),
});

/** What clients see of a project: the GraphQL `Project` type (less `theses`), also the REST answer. */
export const projectAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    ownerId: z.string(),
    userEmail: z
      .string()
      .nullable()
      .meta({ description: "The owner's email; null once their account is deleted." }),
    viewerRole: z.enum(['owner', 'admin', 'editor', 'viewer']).meta({
      description:
        'What the viewer is in the project: its owner, an admin, or a member it is shared with (editor or viewer).',
    }),
    thesesCount: z.number().int(),
    unreadQuestionsCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Project' });

/** PATCH /api/projects/{id} and updateProject; the rest of the project as GET answered it is ignored. */
export const updateProjectInput = acceptingReadOnly(
  z.strictObject({ name: name.optional(), description: description.optional() }),
  // GET /api/projects/{idOrSlug} answers the project with its theses (ProjectWithTheses in projects.api.ts;
  // the theses domain imports this one, so their shape is not repeated here).
  projectAnswer.extend({
    theses: z
      .array(z.record(z.string(), z.unknown()))
      .meta({ description: 'The project’s theses, as GET /api/projects/{idOrSlug} answers them.' }),
  }),
).refine((input) => input.name !== undefined || input.description !== undefined, {
  message: 'Nothing to update: send a name or a description.',
  // Only when the fields themselves are fine (an unknown field says enough on its own).
  when: (payload) => payload.issues.length === 0,
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ServiceError } from './errors/service-error.js';
import { parseInput } from './validate.js';

function failure(schema: z.ZodType, input: unknown): ServiceError {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected the input to be refused');
}

const schema = z
  .object({
    title: z.string().trim().min(1).max(5),
    count: z.number().int().min(0).max(3),
    kind: z.enum(['a', 'b']),
    email: z.email(),
    named: z.string().min(3, 'Named keeps its own message.'),
  })
  .strict();

const valid = { title: 'ok', count: 1, kind: 'a', email: 'a@b.io', named: 'abc' };

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { ...valid, title: '  ok ' })).toEqual(valid);
  });

  it.each([
    [{ title: undefined }, 'title', 'title is required.'],
    [{ title: 7 }, 'title', 'title must be text.'],
    [{ title: '   ' }, 'title', 'title is required.'],
    [{ title: 'toolong' }, 'title', 'title must be at most 5 characters.'],
    [{ count: 1.5 }, 'count', 'count must be a whole number.'],
    [{ count: -1 }, 'count', 'count must be at least 0.'],
    [{ count: 9 }, 'count', 'count must be at most 3.'],
    [{ count: '1' }, 'count', 'count must be a number.'],
    [{ kind: 'c' }, 'kind', 'kind must be one of: a, b.'],
    [{ email: 'nope' }, 'email', 'email must be a valid email address.'],
    [{ named: 'x' }, 'named', 'Named keeps its own message.'],
    [{ extra: 1 }, '_', 'Unknown field: extra.'],
  ])('words %o in our terms', (patch, field, message) => {
    const error = failure(schema, { ...valid, ...patch });
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
    expect(error.fieldErrors?.[field]).toEqual([message]);
  });

  it('says what is wrong with a body that is not an object', () => {
    expect(failure(schema, 'text').message).toBe('The request must be an object.');
  });
});

// The MCP part of the API tokens screen: the configuration to paste and a tool's arguments in words.
import { describe, expect, it } from 'vitest';
import { clientConfig, toolArguments } from './agents';

describe('clientConfig', () => {
  it('names the server’s address and leaves the token to paste', () => {
    const config = JSON.parse(clientConfig('https://studio.example.com/mcp')) as {
      mcpServers: Record<string, { type: string; url: string; headers: Record<string, string> }>;
    };
    expect(config.mcpServers['thesis-studio']).toEqual({
      type: 'http',
      url: 'https://studio.example.com/mcp',
      headers: { Authorization: 'Bearer ts_pat_…' },
    });
  });
});

describe('toolArguments', () => {
  const schema = JSON.stringify({
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['draft', 'complete'], description: 'Only these.' },
      limit: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'At most.' },
      url: { type: 'string', format: 'uri', maxLength: 2000 },
      thesisId: { type: 'string', minLength: 1, maxLength: 200, description: 'The thesis.' },
    },
    required: ['thesisId', 'url'],
  });

  it('reads each argument’s type, limits and default in words, required ones first', () => {
    expect(toolArguments(schema)).toEqual([
      { name: 'url', required: true, type: 'web address', limits: 'up to 2,000 characters', description: '' },
      {
        name: 'thesisId',
        required: true,
        type: 'text',
        limits: 'up to 200 characters',
        description: 'The thesis.',
      },
      {
        name: 'status',
        required: false,
        type: 'one of draft, complete',
        limits: '',
        description: 'Only these.',
      },
      {
        name: 'limit',
        required: false,
        type: 'whole number',
        limits: '1–200, default 50',
        description: 'At most.',
      },
    ]);
  });

  it('has nothing to list for a schema it cannot read', () => {
    expect(toolArguments('not json')).toEqual([]);
    expect(toolArguments('{"type":"object"}')).toEqual([]);
  });
});

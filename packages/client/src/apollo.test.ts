import { describe, expect, it } from 'vitest';
import { graphqlWsUrl } from './apollo.js';

describe('graphqlWsUrl', () => {
  it('uses ws for http pages and wss for https pages, same host and path', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'studio.example' })).toBe('wss://studio.example/graphql');
  });
});

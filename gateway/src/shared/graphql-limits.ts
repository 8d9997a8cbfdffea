// Limits every GraphQL operation must stay within, over HTTP and WebSocket alike (README: "GraphQL
// limits"). Size and nesting are checked on the raw text with graphql-js' own lexer before anything
// is parsed (a parser recursing through thousands of levels would overflow its stack); depth,
// aliases, directives and cost are checked as validation rules (GraphQL Armor) after parsing.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Lexer, Source, TokenKind, type ValidationContext, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Characters in one document. */
  maxLength: 20_000,
  /** Lexical tokens in one document. */
  maxTokens: 2_000,
  /** Nesting of { } and ( ) in the text, checked before parsing. */
  maxNesting: 40,
  /** Depth of selections in an operation (fragments expanded; introspection exempt). */
  maxDepth: 12,
  /** Aliased fields in an operation. */
  maxAliases: 15,
  /** Directives in an operation. */
  maxDirectives: 20,
  /** Cost budget: objects count 2, scalars 1, multiplied by 1.5 per level of depth. */
  maxCost: 5_000,
} as const;

/** Why a document is refused before parsing, or null when it may be parsed. */
export function documentSizeProblem(query: string): string | null {
  if (query.length > GRAPHQL_LIMITS.maxLength) {
    return `The GraphQL document is too long (at most ${GRAPHQL_LIMITS.maxLength} characters).`;
  }
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > GRAPHQL_LIMITS.maxTokens) {
        return `The GraphQL document has too many tokens (at most ${GRAPHQL_LIMITS.maxTokens}).`;
      }
      if (
        token.kind === TokenKind.BRACE_L ||
        token.kind === TokenKind.PAREN_L ||
        token.kind === TokenKind.BRACKET_L
      ) {
        if (++nesting > GRAPHQL_LIMITS.maxNesting) {
          return `The GraphQL document is nested too deeply (at most ${GRAPHQL_LIMITS.maxNesting} levels).`;
        }
      } else if (
        token.kind === TokenKind.BRACE_R ||
        token.kind === TokenKind.PAREN_R ||
        token.kind === TokenKind.BRACKET_R
      ) {
        nesting--;
      }
    }
  } catch (error) {
    // A lexical error: the parser will report it with its location.
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  return null;
}

/** Validation rules added to graphql-js' own, for HTTP (Apollo) and WebSocket (graphql-ws). */
export function graphqlLimitRules(): ValidationRule[] {
  // Each rejection is reported as a validation error (HTTP 400 over HTTP), without Armor's
  // "Syntax Error:" prefix; nothing is thrown out of validation.
  const common = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        ),
    ],
  };
  return [
    maxDepthRule({
      ...common,
      n: GRAPHQL_LIMITS.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
    }),
    // Armor leaves aliases of __typename uncounted by default; the documented limit counts every alias.
    maxAliasesRule({ ...common, n: GRAPHQL_LIMITS.maxAliases, allowList: [] }),
    maxDirectivesRule({ ...common, n: GRAPHQL_LIMITS.maxDirectives }),
    costLimitRule({ ...common, maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true }),
  ] as ValidationRule[];
}

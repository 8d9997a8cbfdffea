// The API's own messages, read from the gateway's source with the TypeScript checker (issue 31 item 5):
// every text that can reach a REST `message`/`fieldErrors` or a GraphQL error. Used by
// shared/errors/api-messages.test.ts (each has its German in @thesis-studio/i18n's api catalogue) and
// by `node --import tsx gateway/src/testing/api-messages.ts --missing` (what a translator still has to do).
//
// Where messages are read from: the arguments of the error model's constructors (badUserInput, notFound…,
// new ServiceError), the messages given to zod schemas (`.min(1, '…')`, `{ message }`, `{ error }`,
// ctx.addIssue), shared/validate.ts's own wording, and arguments for a parameter named `label`
// (singleLineText('Project name', …)). An expression is followed to what it can be: constants, the
// returns of the function it calls, both branches of a condition; a template's `${…}` parts become `{}`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

interface FoundMessage {
  /** The English text; a template's values as `{}` ("{} must be at most {} characters."). */
  pattern: string;
  /** file:line of the place it was found (relative to gateway/). */
  where: string;
}

export interface ApiMessages {
  messages: FoundMessage[];
  /** Message places whose text could not be followed (a value from elsewhere), as file:line: code. */
  unresolved: string[];
}

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The error model's constructors, and which argument is the message. */
const ERROR_MESSAGE_ARGUMENT: Record<string, number> = {
  badUserInput: 0,
  unauthenticated: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  staleEdit: 0,
  tooManyRequests: 1,
  serviceUnavailable: 0,
};

/** zod's methods that take a message (as a string or `{ message | error }`). */
const ZOD_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'superRefine',
  'nonempty',
  'int',
  'positive',
  'nonnegative',
  'startsWith',
  'endsWith',
  'includes',
  'datetime',
  'uuid',
  'gte',
  'lte',
  'gt',
  'lt',
  'enum',
  'literal',
  'string',
  'number',
  'boolean',
  'object',
  'strictObject',
  'array',
  'union',
  'check',
  'hostname',
  'addIssue',
  'safeParse',
]);

/** A text's type: string, a literal, or a union of them ('Signed out' | 'Session ended'). */
const isText = (type: ts.Type): boolean =>
  (type.flags & ts.TypeFlags.StringLike) !== 0 ||
  (type.isUnion() && type.types.every((member) => (member.flags & ts.TypeFlags.StringLike) !== 0));

const isStringy = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** Follows expressions to the texts they can be, recording each message place (and the ones it cannot follow). */
function messageFollower(checker: ts.TypeChecker, found: ApiMessages) {
  const { messages, unresolved } = found;
  const whereOf = (node: ts.Node): string => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${path.relative(GATEWAY, file.fileName)}:${line}`;
  };

  /** What texts an expression can be; null where it cannot be followed. */
  function textsOf(node: ts.Node, seen: Set<ts.Node>): string[] | null {
    if (seen.has(node)) return [];
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
      return textsOf(node.expression, seen);
    }
    if (ts.isConditionalExpression(node)) return both(node.whenTrue, node.whenFalse, seen);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = textsOf(node.left, seen);
      const right = textsOf(node.right, seen);
      if (!left || !right || left.length !== 1 || right.length !== 1) return null;
      return [left[0]! + right[0]!];
    }
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      return both(node.left, node.right, seen);
    }
    const type = checker.getTypeAtLocation(node);
    if (type.isStringLiteral()) return [type.value];
    if (type.isUnion() && type.types.every((member) => member.isStringLiteral())) {
      return type.types.map((member) => (member as ts.StringLiteralType).value);
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return returnsOf(node, seen);
    if (ts.isCallExpression(node)) {
      const declaration = declarationOf(node.expression);
      if (declaration && isFunctionLike(declaration)) return returnsOf(declaration, seen);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const initializer = declaration.initializer;
        if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) {
          return returnsOf(initializer, seen);
        }
      }
      return null;
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(node);
      if (!declaration) return null;
      if (isFunctionLike(declaration)) return returnsOf(declaration, seen);
      if (ts.isParameter(declaration)) {
        // A message parameter's texts are read where it is called (recordArguments); a default is one more.
        const own = declaration.initializer ? textsOf(declaration.initializer, seen) : [];
        return isMessageParameter(declaration) ? own : null;
      }
      if (
        (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
        declaration.initializer
      ) {
        return textsOf(declaration.initializer, seen);
      }
      return null;
    }
    if (ts.isElementAccessExpression(node)) {
      const declaration = declarationOf(node.expression);
      const initializer =
        declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
      const object = initializer && unwrap(initializer);
      if (object && ts.isObjectLiteralExpression(object)) {
        const texts: string[] = [];
        for (const property of object.properties) {
          if (!ts.isPropertyAssignment(property)) return null;
          const found = textsOf(property.initializer, seen);
          if (!found) return null;
          texts.push(...found);
        }
        return texts;
      }
      return null;
    }
    return null;
  }

  function both(left: ts.Node, right: ts.Node, seen: Set<ts.Node>): string[] | null {
    const a = textsOf(left, seen);
    const b = textsOf(right, seen);
    return a && b ? [...a, ...b] : null;
  }

  function unwrap(node: ts.Expression): ts.Expression {
    let current = node;
    while (
      ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isParenthesizedExpression(current)
    )
      current = current.expression;
    return current;
  }

  function declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  const isFunction = (node: ts.Node): boolean =>
    checker.getTypeAtLocation(node).getCallSignatures().length > 0;

  const isMessageParameter = (parameter: ts.ParameterDeclaration): boolean =>
    ts.isIdentifier(parameter.name) && /^label$|[mM]essage$/.test(parameter.name.text);

  const isWithin = (node: ts.Node, container: ts.Node): boolean =>
    node.pos >= container.pos && node.end <= container.end;

  /** An object given to a zod method (its message was read as the method's). */
  const isZodArgument = (object: ts.ObjectLiteralExpression): boolean =>
    ts.isCallExpression(object.parent) &&
    ts.isPropertyAccessExpression(object.parent.expression) &&
    ZOD_METHODS.has(object.parent.expression.name.text);

  const isFunctionLike = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node);

  function returnsOf(fn: ts.FunctionLikeDeclaration, seen: Set<ts.Node>): string[] | null {
    if (!fn.body) return null;
    if (!ts.isBlock(fn.body)) return textsOf(fn.body, seen);
    const texts: string[] = [];
    let followed = true;
    const visit = (node: ts.Node): void => {
      if (isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) {
        const found = textsOf(node.expression, seen);
        if (found) texts.push(...found);
        else followed = false;
      }
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return followed ? texts : null;
  }

  /** `handedOn`: a place that may also carry a text from elsewhere (read where it was made). */
  function record(node: ts.Node, handedOn = false): void {
    const texts = textsOf(node, new Set());
    if (texts === null) {
      if (handedOn) return;
      unresolved.push(`${whereOf(node)}: ${node.getText().slice(0, 100)}`);
      return;
    }
    for (const pattern of texts) messages.push({ pattern, where: whereOf(node) });
  }

  return {
    record,
    textsOf,
    declarationOf,
    unwrap,
    isFunction,
    isFunctionLike,
    isMessageParameter,
    isWithin,
    isZodArgument,
  };
}

export function readApiMessages(): ApiMessages {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(GATEWAY, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!parsed) throw new Error('gateway/tsconfig.json could not be read');
  const sources = parsed.fileNames.filter(
    (file) =>
      file.startsWith(path.join(GATEWAY, 'src')) &&
      // env.ts: the operator's settings, checked once at start and printed in English to the console.
      !/\.test\.ts$|\/testing\/|\/gql\/|\/src\/env\.ts$/.test(file),
  );
  const program = ts.createProgram(sources, parsed.options);
  const checker = program.getTypeChecker();
  const found: ApiMessages = { messages: [], unresolved: [] };
  const follow = messageFollower(checker, found);
  /** `{ message: '…' }`, `{ error: '…' | (issue) => '…' }` as a zod parameter. */
  function recordParams(node: ts.Node): void {
    if (isStringy(node) || ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      if (isText(checker.getTypeAtLocation(node))) follow.record(node);
      return;
    }
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const { name, initializer } = property;
      const text = isText(checker.getTypeAtLocation(initializer));
      // `error: (issue) => '…'`: zod's message function; a `message: z.string()` field of a shape is not one.
      if (
        (name.text === 'message' && text) ||
        (name.text === 'error' && (text || follow.isFunction(initializer)))
      ) {
        follow.record(initializer);
      }
    }
  }

  const importsZod = (file: ts.SourceFile): boolean =>
    file.statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === 'zod',
    );

  for (const file of program.getSourceFiles()) {
    if (!sources.includes(file.fileName)) continue;
    const zod = importsZod(file) || file.fileName.endsWith('shared/text.ts');
    const visit = (node: ts.Node): void => {
      // AiError: the AI's failures reach the reader as 503s with their message (shared/ai/service-errors.ts).
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        (node.expression.text === 'ServiceError' || node.expression.text === 'AiError')
      ) {
        const message = node.arguments?.[1];
        if (message) follow.record(message);
        recordFieldErrors(node.arguments?.[2]);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const position = ts.isIdentifier(callee) ? ERROR_MESSAGE_ARGUMENT[name] : undefined;
        if (position !== undefined) {
          const message = node.arguments[position];
          if (message) follow.record(message);
          recordFieldErrors(node.arguments[position + 1]);
        } else if (zod && ts.isPropertyAccessExpression(callee) && ZOD_METHODS.has(name)) {
          // z.literal's first argument is its value, not a message.
          node.arguments.forEach((argument, index) => {
            if (!(name === 'literal' && index === 0)) recordParams(argument);
          });
        }
        recordArguments(node);
      }
      if (ts.isVariableDeclaration(node)) recordTable(node);
      // `{ ok: false, message: … }`: a message a function answers for its caller to throw or send.
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'message' &&
        ts.isObjectLiteralExpression(node.parent) &&
        !follow.isZodArgument(node.parent) &&
        isText(checker.getTypeAtLocation(node.initializer))
      ) {
        follow.record(node.initializer, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** `{ field: ['…'] }` given to a constructor beside its message. */
  function recordFieldErrors(node: ts.Node | undefined): void {
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const value = follow.unwrap(property.initializer);
      if (ts.isArrayLiteralExpression(value)) for (const element of value.elements) follow.record(element);
    }
  }

  /**
   * Arguments for a parameter named `label` (the name of a field in its messages) or `…message`/`…Message`
   * (a message handed on): read where the function is called.
   */
  function recordArguments(call: ts.CallExpression): void {
    const declaration = follow.declarationOf(call.expression);
    const fn =
      declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
        ? follow.unwrap(declaration.initializer)
        : declaration;
    if (!fn || !follow.isFunctionLike(fn)) return;
    fn.parameters.forEach((parameter, index) => {
      const argument = call.arguments[index];
      if (argument && follow.isMessageParameter(parameter) && !follow.isWithin(argument, fn))
        follow.record(argument, true);
    });
  }

  /** Tables of messages: constants named `…_MESSAGES` or `…_RULES` hold messages in every text they hold. */
  function recordTable(declaration: ts.VariableDeclaration): void {
    if (!ts.isIdentifier(declaration.name) || !/_(MESSAGES|RULES)$/.test(declaration.name.text)) return;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node)) {
        const value = follow.unwrap(node.initializer);
        if (ts.isObjectLiteralExpression(value)) value.properties.forEach(visit);
        else follow.record(value, true);
      }
    };
    const table = declaration.initializer && follow.unwrap(declaration.initializer);
    if (table && ts.isObjectLiteralExpression(table)) table.properties.forEach(visit);
  }

  return found;
}

/** Two patterns say the same when they differ only in their placeholders' names. */
export const patternShape = (pattern: string): string => pattern.replace(/\{[^{}]*\}/g, '{}');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { messages, unresolved } = readApiMessages();
  const distinct = [...new Set(messages.map((message) => message.pattern))];
  console.log(JSON.stringify({ count: distinct.length, messages: distinct, unresolved }, null, 2));
}

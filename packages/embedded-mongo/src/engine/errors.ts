// MongoDB-style server errors: a numeric code plus its codeName, turned into { ok: 0, ... } replies.
import type { Document } from 'bson';

const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  11: 'UserNotFound',
  14: 'TypeMismatch',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  28: 'PathNotViable',
  27: 'IndexNotFound',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  52: 'DollarPrefixedFieldName',
  56: 'EmptyFieldName',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  168: 'InvalidPipelineOperator',
  197: 'InvalidIndexSpecificationOption',
  11000: 'DuplicateKey',
  40324: 'Location40324',
  31254: 'Location31254',
  10334: 'BSONObjectTooLarge',
};

export class MongoError extends Error {
  readonly code: number;
  readonly extra: Document;
  constructor(code: number, message: string, extra: Document = {}) {
    super(message);
    this.code = code;
    this.extra = extra;
  }
  get codeName(): string {
    return CODE_NAMES[this.code] ?? `Location${this.code}`;
  }
  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (msg: string): MongoError => new MongoError(2, msg);
export const failedToParse = (msg: string): MongoError => new MongoError(9, msg);

/** Converts anything thrown while executing a command into a MongoError. */
export function toMongoError(err: unknown): MongoError {
  if (err instanceof MongoError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo raises MingoError for invalid operators/arguments; these are user input problems.
  if (err instanceof Error && err.constructor.name === 'MingoError') {
    const unknownQueryOp = /^unknown query operator (\$\w+)/.exec(message);
    if (unknownQueryOp) return new MongoError(2, `unknown operator: ${unknownQueryOp[1]}`);
    const unknownExpr = /^accumulator '(\$\w+)' is not registered/.exec(message);
    if (unknownExpr) return new MongoError(168, `Unrecognized expression '${unknownExpr[1]}'`);
    return new MongoError(2, message);
  }
  if (err instanceof Error && /BSON|bson/.test(err.constructor.name)) return new MongoError(2, message);
  return new MongoError(1, message);
}

// Declaring mongoose models the same way in every module: once per process, with the record type of
// a collection whose documents keep only their creation time.
import mongoose, { type InferSchemaType, type Schema } from 'mongoose';

/** A stored document of a schema with `timestamps: { createdAt: true, updatedAt: false }`. */
export type CreatedRecord<S> = InferSchemaType<S> & { _id: mongoose.Types.ObjectId; createdAt: Date };

/**
 * The model `name` of `schema`, declared once: a module evaluated again in the same process (tests'
 * module graphs, watch mode) gets the model mongoose already holds, as mongoose refuses a second one.
 * The schema is typed as mongoose's own `model<R>` overload takes it: a wider type here would make the
 * compiler compare mongoose's schema generics structurally, which takes minutes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function declareModel<R>(name: string, schema: Schema<R, any, any>): mongoose.Model<R> {
  return (mongoose.models[name] as mongoose.Model<R> | undefined) ?? mongoose.model<R>(name, schema);
}

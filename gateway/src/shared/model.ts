// Declaring mongoose models the same way in every module: once per process, with the record type of
// a collection whose documents keep only their creation time.
import mongoose, {
  Schema,
  type InferSchemaType,
  type SchemaDefinition,
  type SchemaDefinitionType,
} from 'mongoose';

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

/** The schema of the collection `collection`, whose records `R` have the fields `fields` (no version key). */
export const recordSchema = <R>(
  collection: string,
  fields: SchemaDefinition<SchemaDefinitionType<R>, R>,
): Schema<R> => new Schema<R>(fields, { collection, versionKey: false });

/**
 * The model `name` of the collection `collection` of records with the fields `fields`, which the
 * database deletes once their `expiresAt` has passed (a TTL index).
 */
export function expiringModel<R extends { expiresAt: Date }>(
  name: string,
  collection: string,
  fields: SchemaDefinition<SchemaDefinitionType<R>, R>,
): mongoose.Model<R> {
  const schema = recordSchema<R>(collection, fields);
  schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  return declareModel<R>(name, schema);
}

// mongoose populate: refs, arrays of refs, nested populate, virtual populate with counts.
import type { Types } from 'mongoose';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../testing/target.js';

let target: Target;

interface Author {
  name: string;
  mentor?: Types.ObjectId;
}
interface Book {
  title: string;
  author: Types.ObjectId;
  reviewers: Types.ObjectId[];
}

const authorSchema = new Schema<Author>(
  { name: String, mentor: { type: Schema.Types.ObjectId, ref: 'Author' } },
  { toObject: { virtuals: true } },
);
authorSchema.virtual('books', { ref: 'Book', localField: '_id', foreignField: 'author' });
authorSchema.virtual('bookCount', { ref: 'Book', localField: '_id', foreignField: 'author', count: true });
const bookSchema = new Schema<Book>({
  title: String,
  author: { type: Schema.Types.ObjectId, ref: 'Author' },
  reviewers: [{ type: Schema.Types.ObjectId, ref: 'Author' }],
});

const authors = () => target.conn.model<Author>('Author', authorSchema);
const books = () => target.conn.model<Book>('Book', bookSchema);

beforeAll(async () => {
  target = await openTarget('populate');
  const mentor = await authors().create({ name: 'Mira' });
  const ann = await authors().create({ name: 'Ann', mentor: mentor._id });
  const ben = await authors().create({ name: 'Ben', mentor: mentor._id });
  await books().create([
    { title: 'Alpha', author: ann._id, reviewers: [ben._id, mentor._id] },
    { title: 'Beta', author: ann._id, reviewers: [] },
    { title: 'Gamma', author: ben._id, reviewers: [ann._id] },
  ]);
});
afterAll(async () => {
  await target.close();
});

describe('populate', () => {
  it('replaces a ref with the referenced document, and arrays of refs in order', async () => {
    const alpha = await books()
      .findOne({ title: 'Alpha' })
      .populate<{ author: Author; reviewers: Author[] }>(['author', 'reviewers'])
      .lean();
    expect(alpha?.author.name).toBe('Ann');
    expect(alpha?.reviewers.map((r) => r.name)).toEqual(['Ben', 'Mira']);
  });

  it('selects fields of the populated document and populates nested refs', async () => {
    const gamma = await books()
      .findOne({ title: 'Gamma' })
      .populate<{ author: { name: string; mentor: Author } }>({
        path: 'author',
        select: 'name mentor -_id',
        populate: { path: 'mentor', select: 'name' },
      })
      .lean();
    expect(gamma?.author).toMatchObject({ name: 'Ben', mentor: { name: 'Mira' } });
    expect(gamma?.author).not.toHaveProperty('_id');
  });

  it('virtual populate finds the documents that point back, and can count them', async () => {
    const ann = await authors()
      .findOne({ name: 'Ann' })
      .populate<{ books: Book[]; bookCount: number }>([
        { path: 'books', options: { sort: { title: 1 } } },
        'bookCount',
      ]);
    expect(ann?.books.map((b) => b.title)).toEqual(['Alpha', 'Beta']);
    expect(ann?.bookCount).toBe(2);
  });

  it('populates many documents at once with a match filter', async () => {
    const all = await books()
      .find()
      .sort({ title: 1 })
      .populate<{ reviewers: Author[] }>({ path: 'reviewers', match: { name: { $ne: 'Mira' } } })
      .lean();
    expect(all.map((b) => b.reviewers.map((r) => r.name))).toEqual([['Ben'], [], ['Ann']]);
  });
});

// Accounts and user management (spec §3 User, §6 roles). The only place REST and GraphQL both call.
import { hash, verify } from '@node-rs/argon2';
import { DEFAULT_LANGUAGE, type Language, type Role } from '@thesis-studio/domain';
import { Types } from 'mongoose';
import { requireAdmin, requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { adminOnly, allows, type Policy } from '../../shared/access/policy.js';
import { EventBus, type RoleChanged } from '../../shared/events.js';

/**
 * Who administers Thesis Studio (spec §6): manages the users, reads submitted ideas and the audit trail,
 * sees every project (All Projects). Admins.
 */
export const administrationPolicy: Policy<'administer', unknown> = { administer: adminOnly };

/** What an account may do across Thesis Studio: the GraphQL `UserCapabilities`, from the policy tables. */
export type UserCapabilities = { administer: boolean };

export const capabilitiesOf = (user: Actor): UserCapabilities => ({
  administer: allows(administrationPolicy, 'administer', user, null),
});

/** An account as the REST API answers it (`userAnswer`): the account and what it may do. */
export const userAnswerOf = (user: Actor): Actor & { capabilities: UserCapabilities } => ({
  ...user,
  capabilities: capabilitiesOf(user),
});
import { conflict, forbidden, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { SessionStore } from '../../shared/sessions/session-store.js';
import { parseInput } from '../../shared/validate.js';
import { ClaimModel, UserModel, type UserDocument, type UserRecord } from './users.model.js';
import {
  changeRoleInput,
  createUserInput,
  emailSchema,
  languageInput,
  newPasswordSchema,
  objectIdSchema,
  registerInput,
  usernameInput,
  usernameSchema,
} from './users.schemas.js';

/** What clients see of a user: the GraphQL `User` type, also the REST answer. */
export type PublicUser = Actor;

const toPublicUser = (
  user: Pick<UserRecord, '_id' | 'username' | 'email' | 'role' | 'createdAt'> & {
    language?: Language | null;
  },
): PublicUser => ({
  id: user._id.toString(),
  username: user.username,
  email: user.email,
  role: user.role,
  language: user.language ?? DEFAULT_LANGUAGE,
  createdAt: user.createdAt.toISOString(),
});

const FIRST_ADMIN_CLAIM = 'first-admin';
/** A fixed argon2id hash, verified against when no account matches, so timing does not reveal accounts. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$qHM3GVtYutTVoR0PzeqBsg$zF1v3XV9QoI2oxJgXLUrnmSd8Bksw8Uoo6KaERbkXPI';

const hashPassword = (password: string): Promise<string> => hash(password);

const ADMINS_ONLY = 'Only admins can manage users.';
export const LAST_ADMIN_MESSAGE =
  'You are the last admin: make another account admin before deleting yours, so someone can still manage the site.';

/** A role change as the audit trail records it; `actor` null when the ADMIN_EMAIL setting or the CLI did it. */
/** A role change, as announced ('user.role-changed'). */
export type RoleChange = RoleChanged;

const isDuplicateKey = (err: unknown): boolean => (err as { code?: unknown }).code === 11000;

const emailTaken = () =>
  conflict('An account with this email already exists.', {
    email: ['An account with this email already exists.'],
  });

/** Sets `fields` on account `userId` and answers it as it is then (NOT_FOUND when there is none). */
async function updated(userId: string, fields: Partial<UserRecord>): Promise<PublicUser> {
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: fields },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!user) throw notFound('User not found.');
  return toPublicUser(user);
}

export class UsersService {
  constructor(
    private readonly logger: Logger,
    private readonly sessions: SessionStore,
    /** Where role changes are announced ('user.role-changed'). */
    private readonly events: Pick<EventBus, 'announce'> = new EventBus(),
  ) {}

  async findById(id: Types.ObjectId | string): Promise<PublicUser | null> {
    const user = await UserModel.findById(id).lean<UserRecord>();
    return user ? toPublicUser(user) : null;
  }

  /** Creates an account; the first account on an empty database becomes admin (spec: first user). */
  async register(input: unknown): Promise<PublicUser> {
    const { email, username, password } = parseInput(registerInput, input);
    const emptyBefore = (await UserModel.estimatedDocumentCount()) === 0;
    const user = await this.insert({ email, username, password, role: 'user' });
    if (emptyBefore && (await this.claimFirstAdmin(user._id))) {
      user.role = 'admin';
      await UserModel.updateOne({ _id: user._id }, { $set: { role: 'admin' } });
      this.logger.info({ userId: user.id }, 'first account registered: made admin');
    }
    return toPublicUser(user);
  }

  /** Checks credentials; the same error whether the email is unknown or the password wrong. */
  async verifyCredentials(email: string, password: string): Promise<PublicUser | null> {
    const user = await UserModel.findOne({ email }).lean<UserRecord>();
    const ok = await verify(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
    return user && ok ? toPublicUser(user) : null;
  }

  /** Where mail for the admins goes (e.g. a submitted idea), and in which language. */
  async admins(): Promise<Array<{ email: string; language: Language }>> {
    const admins = await UserModel.find({ role: 'admin' }, { email: 1, language: 1 }).lean<
      Array<{ email: string; language?: Language | null }>
    >();
    return admins.map((admin) => ({ email: admin.email, language: admin.language ?? DEFAULT_LANGUAGE }));
  }

  async findByEmail(email: string): Promise<PublicUser | null> {
    const user = await UserModel.findOne({ email }).lean<UserRecord>();
    return user ? toPublicUser(user) : null;
  }

  async setPassword(userId: Types.ObjectId | string, password: string): Promise<void> {
    await UserModel.updateOne({ _id: userId }, { $set: { passwordHash: await hashPassword(password) } });
  }

  /** A new address for the account (after its owner confirmed it): CONFLICT when another account has it. */
  async setEmail(userId: string, email: string): Promise<PublicUser> {
    const address = parseInput(emailSchema, email);
    try {
      return await updated(userId, { email: address });
    } catch (err) {
      if (isDuplicateKey(err)) throw emailTaken();
      throw err;
    }
  }

  /** Whether another account already has this address (asked before a confirmation link is mailed). */
  async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
    return (await UserModel.exists({ email, _id: { $ne: exceptUserId } })) !== null;
  }

  /** The signed-in user's display name. */
  async setUsername(actor: Actor | null, input: unknown): Promise<PublicUser> {
    const self = requireSignedIn(actor);
    return updated(self.id, parseInput(usernameInput, input));
  }

  /** The signed-in user's spelling variant, kept on the account. */
  async setLanguage(actor: Actor | null, input: unknown): Promise<PublicUser> {
    const self = requireSignedIn(actor);
    return updated(self.id, parseInput(languageInput, input));
  }

  async list(actor: Actor | null): Promise<PublicUser[]> {
    requireAdmin(actor, ADMINS_ONLY);
    const users = await UserModel.find().sort({ createdAt: 1, _id: 1 }).lean<UserRecord[]>();
    return users.map(toPublicUser);
  }

  async changeRole(
    actor: Actor | null,
    userId: unknown,
    input: unknown,
    meta: { ip: string } | null = null,
  ): Promise<PublicUser> {
    const admin = requireAdmin(actor, ADMINS_ONLY);
    const id = parseInput(objectIdSchema, userId);
    const { role } = parseInput(changeRoleInput, input);
    if (id === admin.id) throw forbidden('You cannot change the role of your own account.');
    const before = await UserModel.findByIdAndUpdate(id, { $set: { role } }).lean<UserRecord>();
    if (!before) throw notFound('User not found.');
    await this.sessions.revokeAll(before._id);
    this.logger.info({ actorId: admin.id, userId: id, role }, 'user role changed');
    const user = toPublicUser({ ...before, role });
    if (before.role !== role)
      await this.roleChanged({
        actor: admin,
        subject: user,
        from: before.role,
        to: role,
        ip: meta?.ip ?? null,
      });
    return user;
  }

  async create(actor: Actor | null, input: unknown): Promise<PublicUser> {
    const admin = requireAdmin(actor, ADMINS_ONLY);
    const data = parseInput(createUserInput, input);
    const user = await this.insert(data);
    this.logger.info({ actorId: admin.id, userId: user.id, role: data.role }, 'user created by admin');
    return toPublicUser(user);
  }

  /**
   * Before an account is deleted (issue 21): an admin account steps down to user, unless it is the
   * last admin (then FORBIDDEN and nothing changes). Demoting first and counting after means two last
   * admins deleting themselves at once both find none left, and both stay.
   */
  async stepDownForDeletion(userId: string, message = LAST_ADMIN_MESSAGE): Promise<void> {
    const demoted = await UserModel.updateOne({ _id: userId, role: 'admin' }, { $set: { role: 'user' } });
    if (demoted.modifiedCount === 0) return;
    if ((await UserModel.countDocuments({ role: 'admin' })) > 0) return;
    await UserModel.updateOne({ _id: userId }, { $set: { role: 'admin' } });
    throw forbidden(message);
  }

  /** Whether this account is the only admin (the delete dialog says so before anyone tries). */
  async isLastAdmin(userId: string): Promise<boolean> {
    const admins = await UserModel.find({ role: 'admin' }, { _id: 1 })
      .limit(2)
      .lean<Array<{ _id: Types.ObjectId }>>();
    return admins.length === 1 && admins[0]!._id.toString() === userId;
  }

  /**
   * The account-deletion step of this domain: the account and its sessions go (so the person is
   * signed out everywhere and the email is free again); the first-admin claim keeps no id.
   */
  async deleteAccountRecord(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    await UserModel.deleteOne({ _id: userId });
    await this.sessions.revokeAll(userId);
    await ClaimModel.updateMany({ userId: new Types.ObjectId(userId) }, { $unset: { userId: 1 } });
  }

  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD at start and the `create-admin` CLI command: creates the account as
   * admin, or promotes an existing one (its password is left as it is).
   */
  async ensureAdmin(input: { email: string; password: string; username?: string }): Promise<{
    user: PublicUser;
    outcome: 'created' | 'promoted' | 'unchanged';
  }> {
    const email = parseInput(emailSchema, input.email);
    const existing = await UserModel.findOne({ email });
    if (existing) {
      await this.claimFirstAdmin(existing._id);
      if (existing.role === 'admin') return { user: toPublicUser(existing), outcome: 'unchanged' };
      const from = existing.role;
      existing.role = 'admin';
      await existing.save();
      await this.sessions.revokeAll(existing._id);
      const user = toPublicUser(existing);
      await this.roleChanged({ actor: null, subject: user, from, to: 'admin', ip: null });
      return { user, outcome: 'promoted' };
    }
    const password = parseInput(newPasswordSchema, input.password);
    const username = parseInput(usernameSchema, input.username ?? email.split('@')[0] ?? 'admin');
    const user = await this.insert({ email, username, password, role: 'admin' });
    await this.claimFirstAdmin(user._id);
    return { user: toPublicUser(user), outcome: 'created' };
  }

  private async roleChanged(change: RoleChange): Promise<void> {
    await this.events.announce('user.role-changed', change, (err) => {
      this.logger.error({ err, userId: change.subject.id }, 'role change listener failed');
    });
  }

  private async insert(data: {
    email: string;
    username: string;
    password: string;
    role: Role;
  }): Promise<UserDocument> {
    const passwordHash = await hashPassword(data.password);
    try {
      return await UserModel.create({
        email: data.email,
        username: data.username,
        passwordHash,
        role: data.role,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw emailTaken();
      throw err;
    }
  }

  /** True for the one caller that claims the first-admin slot. */
  private async claimFirstAdmin(userId: Types.ObjectId): Promise<boolean> {
    try {
      await ClaimModel.create({ _id: FIRST_ADMIN_CLAIM, userId });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }
}

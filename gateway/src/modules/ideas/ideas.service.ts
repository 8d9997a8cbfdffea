// Idea intake (spec §1, §5): anyone submits an idea; it is stored, the admins get a mail, and admins
// read and mark ideas handled. The only place REST and GraphQL both call.
import { mailTranslatorFor } from '@thesis-studio/i18n/mail';
import { Types } from 'mongoose';
import type { Idea, SubmittedIdea } from '../../gql/resolvers.js';
import { requireAdmin, type Actor } from '../../shared/access/actor.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { relayedText } from '../../shared/mailer/body.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import { exactly } from '../../shared/personal-data.js';
import { HOUR } from '../../shared/rate-limit/rate-limit.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import type { UsersService } from '../users/index.js';
import { IdeaModel, type IdeaRecord } from './ideas.model.js';
import { ideaIdSchema, markHandledInput, submitIdeaInput } from './ideas.schemas.js';

const IDEA_RATE_LIMITS = {
  perIp: { points: 10, durationSeconds: HOUR },
  perEmail: { points: 3, durationSeconds: HOUR },
} as const;

const ADMINS_ONLY = 'Only admins can read submitted ideas.';

const toIdea = (record: IdeaRecord): Idea => ({
  id: record._id.toString(),
  name: record.name,
  email: record.email,
  idea: record.idea,
  handled: record.handledAt !== null && record.handledAt !== undefined,
  createdAt: record.createdAt.toISOString(),
  handledAt: record.handledAt ? record.handledAt.toISOString() : null,
});

export class IdeasService {
  private readonly perIp: RateLimiter;
  private readonly perEmail: RateLimiter;

  constructor(
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    rateLimits: RateLimitStore,
    private readonly logger: Logger,
    private readonly publicOrigin: string,
  ) {
    const message = 'Too many ideas submitted. Please try again later.';
    this.perIp = rateLimits.limiter('idea-ip', { ...IDEA_RATE_LIMITS.perIp, message });
    this.perEmail = rateLimits.limiter('idea-email', { ...IDEA_RATE_LIMITS.perEmail, message });
  }

  async submit(input: unknown, meta: { ip: string }): Promise<SubmittedIdea> {
    const data = parseInput(submitIdeaInput, input);
    await this.perIp.consume(meta.ip);
    await this.perEmail.consume(data.email);
    const record = await IdeaModel.create({ name: data.name, email: data.email, idea: data.idea });
    this.logger.info({ ideaId: record.id }, 'idea submitted');
    // Mailed in the background: the submitter's answer does not wait on the mail server.
    void this.notifyAdmins(record).catch((err: unknown) => {
      this.logger.error({ err, ideaId: record.id }, 'idea notification mail failed');
    });
    return { id: record.id, createdAt: record.createdAt.toISOString() };
  }

  async list(actor: Actor | null): Promise<Idea[]> {
    requireAdmin(actor, ADMINS_ONLY);
    const records = await IdeaModel.find().sort({ createdAt: -1, _id: -1 }).lean<IdeaRecord[]>();
    return records.map(toIdea);
  }

  async markHandled(actor: Actor | null, id: unknown, input: unknown): Promise<Idea> {
    const admin = requireAdmin(actor, ADMINS_ONLY);
    // An id that cannot exist is "not found", like one that does not.
    if (!ideaIdSchema.safeParse(id).success) throw new ServiceError('NOT_FOUND', 'Idea not found.');
    const ideaId = id as string;
    const { handled } = parseInput(markHandledInput, input);
    const record = await IdeaModel.findByIdAndUpdate(
      ideaId,
      {
        $set: handled ? { handledAt: new Date(), handledBy: admin.id } : { handledAt: null, handledBy: null },
      },
      { returnDocument: 'after' },
    ).lean<IdeaRecord>();
    if (!record) throw new ServiceError('NOT_FOUND', 'Idea not found.');
    return toIdea(record);
  }

  /**
   * The account-deletion step of this domain: ideas the person submitted with their email (any case)
   * before the deletion began go; ideas they handled as an admin no longer name them.
   */
  async forgetPerson(user: { id: string; email: string; since: Date }): Promise<void> {
    await IdeaModel.deleteMany({ email: exactly(user.email), createdAt: { $lte: user.since } });
    if (Types.ObjectId.isValid(user.id))
      await IdeaModel.updateMany({ handledBy: new Types.ObjectId(user.id) }, { $set: { handledBy: null } });
  }

  private async notifyAdmins(idea: IdeaRecord): Promise<void> {
    const admins = await this.users.admins();
    const link = `${this.publicOrigin}/ideas`;
    await Promise.all(
      admins.map(({ email: to, language }) => {
        // In each admin's language (issue 31 item 5).
        const t = mailTranslatorFor(language);
        const text = relayedText(t, {
          intro: t('mail.idea.text', { from: `${idea.name} <${idea.email}>` }),
          words: idea.idea,
          replyTo: idea.email,
          all: t('mail.idea.all', { link }),
        });
        return this.mailer.send({ to, subject: t('mail.idea.subject', { name: idea.name }), text, link });
      }),
    );
  }
}

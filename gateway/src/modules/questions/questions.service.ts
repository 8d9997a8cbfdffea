// Questions to a thesis's owner (spec §2 Questions & Messages, §5 visitor question, §7): anyone with
// a share link asks; the question is kept against the project (and thesis) as unread and the owner
// is mailed, with the sender's address as Reply-To. The project's owner and admins read them and
// mark them read; someone else's project answers NOT_FOUND.
import { mailTranslatorFor } from '@thesis-studio/i18n/mail';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { authorize, projectRoles, type Policy, type ProjectAccess } from '../../shared/access/policy.js';
import { ServiceError, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { relayedText } from '../../shared/mailer/body.js';
import type { Mailer } from '../../shared/mailer/mailer.js';
import { exactly } from '../../shared/personal-data.js';
import { HOUR } from '../../shared/rate-limit/rate-limit.js';
import type { RateLimiter, RateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import { EventBus, type QuestionReceived } from '../../shared/events.js';
import type { RequestAuth } from '../../shared/access/request-auth.js';
import { PROJECT_NOT_FOUND, type ProjectsService } from '../projects/index.js';
import { findSharedThesis, type SharedTheses } from '../readers/index.js';
import type { UsersService } from '../users/index.js';
import { QuestionModel, type QuestionRecord } from './questions.model.js';
import {
  EMAIL_PATTERN,
  QUESTION_RULES,
  askOwnerInput,
  questionIdSchema,
  type questionAnswer,
  type restQuestionAnswer,
} from './questions.schemas.js';

const QUESTION_NOT_FOUND = 'Question not found.';

const QUESTION_RATE_LIMITS = {
  perIp: { points: 10, durationSeconds: HOUR },
  perSender: { points: 5, durationSeconds: HOUR },
} as const;
const TOO_MANY = 'Too many questions sent. Please try again later.';

/**
 * Who may do what with a project's questions: its owner and admins. Its members (issue 29) are told
 * they may not, and do not find them in `Project.questions` or the unread counts: a reader sends a
 * question to the thesis's author — the mail, the reply and the sender's name and address go to the
 * owner only, and the sender never agreed to show them to whoever the project is shared with (what
 * readers asked the shared thesis's chat, without who asked, is the thesis's and members read it). To
 * anyone else the project does not exist.
 */
const questionsPolicy: Policy<'list' | 'markRead', ProjectAccess | null> = {
  list: projectRoles('owner'),
  markRead: projectRoles('owner'),
};

/** The GraphQL `Question` (questionAnswer); REST sends `isRead` as 'false' / 'true' (see toRestQuestion). */
export type QuestionView = z.output<typeof questionAnswer>;

const toQuestionView = (record: QuestionRecord): QuestionView => ({
  id: record._id.toString(),
  projectId: record.projectId.toString(),
  thesisId: record.thesisId ? record.thesisId.toString() : null,
  thesisTitle: record.thesisTitle,
  question: record.question,
  senderName: record.senderName,
  senderEmail: record.senderEmail,
  isRead: record.isRead,
  createdAt: record.createdAt.toISOString(),
});

/** Spec §3: a question's `isRead` is a string over REST. */
export const toRestQuestion = (view: QuestionView): z.output<typeof restQuestionAnswer> => ({
  ...view,
  isRead: view.isRead ? 'true' : 'false',
});

type Projects = Pick<ProjectsService, 'findRef' | 'findRefFor' | 'nameOf'>;

/** A question just sent to a thesis's owner, as announced ('question.received'). */
export type ReceivedQuestion = QuestionReceived;

export class QuestionsService {
  private readonly perIp: RateLimiter;
  private readonly perSender: RateLimiter;
  constructor(
    private readonly theses: SharedTheses,
    private readonly projects: Projects,
    private readonly users: Pick<UsersService, 'findById'>,
    private readonly mailer: Mailer,
    rateLimits: RateLimitStore,
    private readonly logger: Logger,
    private readonly publicOrigin: string,
    /** Where sent questions are announced ('question.received'). */
    private readonly events: Pick<EventBus, 'announce'> = new EventBus(),
  ) {
    this.perIp = rateLimits.limiter('question-ip', { ...QUESTION_RATE_LIMITS.perIp, message: TOO_MANY });
    this.perSender = rateLimits.limiter('question-sender', {
      ...QUESTION_RATE_LIMITS.perSender,
      message: TOO_MANY,
    });
  }

  /** POST /api/shared/{shareUrl}/questions, askOwner. */
  async ask(
    auth: Pick<RequestAuth, 'user' | 'meta'>,
    shareUrl: unknown,
    input: unknown,
  ): Promise<{ id: string }> {
    const thesis = await findSharedThesis(this.theses, shareUrl);
    const data = parseInput(askOwnerInput, input);
    const sender = senderOf(auth.user, data);
    await this.perIp.consume(auth.meta.ip);
    await this.perSender.consume(sender.email.toLowerCase());
    const record = await QuestionModel.create({
      projectId: new Types.ObjectId(thesis.projectId),
      thesisId: new Types.ObjectId(thesis.id),
      thesisTitle: thesis.title,
      question: data.question.trim(),
      senderName: sender.name,
      senderEmail: sender.email,
      senderId: auth.user ? new Types.ObjectId(auth.user.id) : null,
    });
    this.logger.info({ questionId: record.id, projectId: thesis.projectId }, 'question sent to owner');
    const received: ReceivedQuestion = {
      id: record.id as string,
      projectId: thesis.projectId,
      thesisId: thesis.id,
      thesisTitle: thesis.title,
      question: record.question,
      senderName: record.senderName,
      senderEmail: record.senderEmail,
      createdAt: record.createdAt,
    };
    await this.events.announce('question.received', received, (err) =>
      this.logger.error({ err, questionId: received.id }, 'question listener failed'),
    );
    // Mailed in the background: the sender's answer does not wait on the mail server.
    void this.notifyOwner(record.toObject<QuestionRecord>()).catch((err: unknown) => {
      this.logger.error({ err, questionId: record.id }, 'question notification mail failed');
    });
    return { id: record.id as string };
  }

  /** GET /api/projects/{id}/questions, projectQuestions, Project.questions: newest first. */
  async list(actor: Actor | null, projectIdOrSlug: unknown): Promise<QuestionView[]> {
    requireSignedIn(actor);
    const project = await this.projects.findRefFor(actor, projectIdOrSlug);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    authorize(questionsPolicy, 'list', actor, project, PROJECT_NOT_FOUND);
    const records = await QuestionModel.find({ projectId: project.id })
      .sort({ createdAt: -1, _id: -1 })
      .lean<QuestionRecord[]>();
    return records.map(toQuestionView);
  }

  /** PUT /api/questions/{id}/read, markQuestionRead. */
  async markRead(actor: Actor | null, id: unknown): Promise<QuestionView> {
    requireSignedIn(actor);
    const found = questionIdSchema.safeParse(id).success
      ? await QuestionModel.findById(id).lean<QuestionRecord>()
      : null;
    const project = found ? await this.projects.findRefFor(actor, found.projectId.toString()) : null;
    if (!found || !project) throw notFound(QUESTION_NOT_FOUND);
    authorize(questionsPolicy, 'markRead', actor, project, QUESTION_NOT_FOUND);
    const updated = await QuestionModel.findOneAndUpdate(
      { _id: found._id },
      { $set: { isRead: true } },
      { returnDocument: 'after' },
    ).lean<QuestionRecord>();
    if (!updated) throw notFound(QUESTION_NOT_FOUND);
    return toQuestionView(updated);
  }

  /** For the projects domain: unread questions per project (the project cards' badges). */
  async countUnread(projectIds: readonly Types.ObjectId[]): Promise<Map<string, number>> {
    const rows = await QuestionModel.aggregate<{ _id: Types.ObjectId; count: number }>([
      { $match: { projectId: { $in: projectIds }, isRead: false } },
      { $group: { _id: '$projectId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id.toString(), row.count]));
  }

  /** Cascade hooks: questions go with their project, and with their thesis. */
  async deleteOfProject(projectId: string): Promise<void> {
    if (Types.ObjectId.isValid(projectId)) await QuestionModel.deleteMany({ projectId });
  }

  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    await QuestionModel.deleteMany({ thesisId: { $in: thesisIds } });
  }

  /**
   * The account-deletion step of this domain: the questions the person sent — signed in, or with
   * their email typed in before the deletion began (any case).
   */
  async deleteSentBy(user: { id: string; email: string; since: Date }): Promise<void> {
    const byEmail = { senderEmail: exactly(user.email), createdAt: { $lte: user.since } };
    await QuestionModel.deleteMany(
      Types.ObjectId.isValid(user.id)
        ? { $or: [{ senderId: new Types.ObjectId(user.id) }, byEmail] }
        : byEmail,
    );
  }

  private async notifyOwner(question: QuestionRecord): Promise<void> {
    const project = await this.projects.findRef(question.projectId.toString());
    const owner = project ? await this.users.findById(project.ownerId) : null;
    if (!project || !owner) {
      this.logger.warn(
        { questionId: question._id.toString() },
        'question kept; its project has no owner to mail',
      );
      return;
    }
    const projectName = (await this.projects.nameOf(project.id)) ?? project.slug;
    const link = `${this.publicOrigin}/questions`;
    // In the owner's language (issue 31 item 5).
    const t = mailTranslatorFor(owner.language);
    const text = relayedText(t, {
      intro: t('mail.question.text', {
        from: `${question.senderName} <${question.senderEmail}>`,
        thesis: question.thesisTitle,
        project: projectName,
      }),
      words: question.question,
      replyTo: question.senderEmail,
      all: t('mail.question.all', { link }),
    });
    await this.mailer.send({
      to: owner.email,
      replyTo: question.senderEmail,
      subject: t('mail.question.subject', { thesis: question.thesisTitle, sender: question.senderName }),
      text,
      link,
    });
  }
}

/**
 * Spec §5: the question is required; a signed-in sender is named by their account; an anonymous one
 * needs a name and an email of a simple address pattern. Every problem is a field error (the toast's
 * title); the message is the first one's description.
 */
function senderOf(
  user: Actor | null,
  data: { question: string; senderName: string; senderEmail: string },
): { name: string; email: string } {
  const problems: Array<[field: string, rule: { title: string; description: string }]> = [];
  if (data.question.trim() === '') problems.push(['question', QUESTION_RULES.question]);
  if (!user) {
    if (data.senderName === '') problems.push(['senderName', QUESTION_RULES.name]);
    if (data.senderEmail === '') problems.push(['senderEmail', QUESTION_RULES.email]);
    else if (!EMAIL_PATTERN.test(data.senderEmail))
      problems.push(['senderEmail', QUESTION_RULES.invalidEmail]);
  }
  const [first] = problems;
  if (first) {
    throw new ServiceError('BAD_USER_INPUT', first[1].description, {
      fieldErrors: Object.fromEntries(problems.map(([field, rule]) => [field, [rule.title]])),
    });
  }
  return user
    ? { name: user.username, email: user.email }
    : { name: data.senderName, email: data.senderEmail };
}

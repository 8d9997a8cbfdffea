// The project page's members (issue 29): who the project is shared with and as what; for whoever the
// API says may manage them (viewerCanManageMembers: the owner, admins) the invite form, pending
// invitations (resend, revoke), role changes and removal; Leave for a member the API says may leave
// (viewerCanLeave). Every power comes from the API's fields, never from comparing roles here.
import { useMutation } from '@apollo/client/react';
import { DateText, toastFailure, useAuth } from '@thesis-studio/client';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Label,
  NativeSelect,
  TextField,
  toast,
  UsersIcon,
} from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toastOutcome } from '../common/failure';
import { useT } from '../i18n';
import { graphql } from '../gql';
import type { MemberRole, MembersPanel_ProjectFragment } from '../gql/graphql';
import { ROLE_LABELS, RoleBadge } from './RoleBadge';

graphql(`
  fragment MembersPanel_project on Project {
    id
    name
    viewerCanManageMembers
    viewerCanLeave
    members {
      userId
      username
      email
      role
      since
    }
    invitations {
      id
      email
      role
      expiresAt
    }
  }
`);

const MembersPanelInviteMutation = graphql(`
  mutation MembersPanelInvite($projectId: ID!, $email: String!, $role: MemberRole!) {
    inviteMember(projectId: $projectId, email: $email, role: $role) {
      id
    }
  }
`);

const MembersPanelResendMutation = graphql(`
  mutation MembersPanelResend($projectId: ID!, $invitationId: ID!) {
    resendInvitation(projectId: $projectId, invitationId: $invitationId) {
      id
      expiresAt
    }
  }
`);

const MembersPanelRevokeMutation = graphql(`
  mutation MembersPanelRevoke($projectId: ID!, $invitationId: ID!) {
    revokeInvitation(projectId: $projectId, invitationId: $invitationId)
  }
`);

const MembersPanelChangeRoleMutation = graphql(`
  mutation MembersPanelChangeRole($projectId: ID!, $userId: ID!, $role: MemberRole!) {
    changeMemberRole(projectId: $projectId, userId: $userId, role: $role) {
      userId
      role
    }
  }
`);

const MembersPanelRemoveMutation = graphql(`
  mutation MembersPanelRemove($projectId: ID!, $userId: ID!) {
    removeMember(projectId: $projectId, userId: $userId)
  }
`);

const MembersPanelLeaveMutation = graphql(`
  mutation MembersPanelLeave($projectId: ID!) {
    leaveProject(projectId: $projectId)
  }
`);

export type MembersPanelProject = MembersPanel_ProjectFragment;

/** The roles an invitation or a member may have, as the API names them. */
const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];

const ROLE_HINTS = {
  editor: 'dashboard.members.roleHint.editor',
  viewer: 'dashboard.members.roleHint.viewer',
} as const satisfies Record<MemberRole, string>;

const isMemberRole = (value: string): value is MemberRole => (MEMBER_ROLES as string[]).includes(value);

/** After a change, the project page asks again (members, invitations and the viewer's powers). */
const refetchProject = { refetchQueries: ['ProjectPage'], awaitRefetchQueries: true };

type Member = MembersPanelProject['members'][number];

export function MembersPanel({ project }: { project: MembersPanelProject }) {
  const { user } = useAuth();
  const t = useT();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [removeMember] = useMutation(MembersPanelRemoveMutation, refetchProject);
  const [leaveProject] = useMutation(MembersPanelLeaveMutation);
  const navigate = useNavigate();
  const manage = project.viewerCanManageMembers;

  const onRemove = (member: Member) =>
    toastOutcome(
      () => removeMember({ variables: { projectId: project.id, userId: member.userId } }),
      {
        title: t('dashboard.members.removed'),
        description: t('dashboard.members.removedText', { name: member.username }),
      },
      t('dashboard.members.removeFailed'),
    );

  const onLeave = async () => {
    const left = await toastOutcome(
      () => leaveProject({ variables: { projectId: project.id } }),
      {
        title: t('dashboard.members.left'),
        description: t('dashboard.members.leftText', { project: project.name }),
      },
      t('dashboard.members.leaveFailed'),
    );
    if (left) void navigate('/dashboard', { replace: true });
  };

  return (
    <section aria-labelledby="members-heading" className="mt-10 border-t border-border pt-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="members-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            <UsersIcon className="h-5 w-5 text-muted-foreground" />
            {t('dashboard.members.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {manage ? t('dashboard.members.manageText') : t('dashboard.members.viewText')}
          </p>
        </div>
        {project.viewerCanLeave ? (
          <Button variant="outline" onClick={() => setLeaving(true)} data-testid="leave-project">
            {t('dashboard.members.leave')}
          </Button>
        ) : null}
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-0">
          <ul aria-label={t('dashboard.members.title')} className="divide-y divide-border">
            {project.members.map((member) => (
              <MemberRow
                key={member.userId}
                projectId={project.id}
                member={member}
                isViewer={member.userId === user?.id}
                manage={manage}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        </Card>

        {manage ? (
          <div className="flex flex-col gap-4">
            <InviteForm projectId={project.id} />
            {project.invitations && project.invitations.length > 0 ? (
              <PendingInvitations projectId={project.id} invitations={project.invitations} />
            ) : null}
          </div>
        ) : null}
      </div>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('dashboard.members.remove.title')}
        description={
          removing
            ? t('dashboard.members.remove.text', {
                name: removing.username,
                email: removing.email,
                project: project.name,
              })
            : undefined
        }
        confirmLabel={t('dashboard.members.remove')}
        destructive
        onConfirm={() => {
          if (removing) void onRemove(removing);
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('dashboard.members.leave.title')}
        description={t('dashboard.members.leave.text', { project: project.name })}
        confirmLabel={t('dashboard.members.leave.confirm')}
        destructive
        onConfirm={() => {
          setLeaving(false);
          void onLeave();
        }}
      />
    </section>
  );
}

function MemberRow({
  projectId,
  member,
  isViewer,
  manage,
  onRemove,
}: {
  projectId: string;
  member: Member;
  /** The row is the signed-in person's own ("You"). */
  isViewer: boolean;
  /** The viewer may change this member's role and remove them (the owner's row excepted). */
  manage: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  const [changeRole, { loading }] = useMutation(MembersPanelChangeRoleMutation, refetchProject);
  const role = member.role;
  const editable = manage && isMemberRole(role);

  const onChange = async (next: string) => {
    if (!isMemberRole(next) || next === role) return;
    await toastOutcome(
      () => changeRole({ variables: { projectId, userId: member.userId, role: next } }),
      {
        title: t('dashboard.members.roleChanged'),
        description: t('dashboard.members.roleChangedText', { name: member.username, role: next }),
      },
      t('dashboard.members.roleFailed'),
    );
  };

  return (
    <li data-testid="member-row" data-role={role} className="flex flex-wrap items-center gap-3 p-4">
      <span
        aria-hidden="true"
        className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold uppercase text-primary"
      >
        {member.username.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{member.username}</span>
          {isViewer ? <Badge variant="secondary">{t('dashboard.members.you')}</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {editable ? (
          <>
            <Label htmlFor={`role-${member.userId}`} className="sr-only">
              {t('dashboard.members.roleOf', { name: member.username })}
            </Label>
            <NativeSelect
              id={`role-${member.userId}`}
              value={role}
              disabled={loading}
              className="h-9 w-28"
              onChange={(event) => void onChange(event.target.value)}
            >
              {MEMBER_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(ROLE_LABELS[option])}
                </option>
              ))}
            </NativeSelect>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={t('dashboard.members.removeLabel', { name: member.username })}
            >
              {t('dashboard.members.remove')}
            </Button>
          </>
        ) : (
          <RoleBadge role={role} />
        )}
      </div>
    </li>
  );
}

function InviteForm({ projectId }: { projectId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(MembersPanelInviteMutation, refetchProject);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      setError(t('dashboard.invite.missingEmail'));
      return;
    }
    setError(null);
    try {
      await invite({ variables: { projectId, email: address, role } });
      toast({
        title: t('dashboard.invite.sent'),
        description: t('dashboard.invite.sentText', { email: address }),
      });
      setEmail('');
    } catch (failure) {
      toastFailure(t('dashboard.invite.failed'), failure);
    }
  };

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-semibold">{t('dashboard.invite.title')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.invite.text')}</p>
      <form className="mt-4 grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="invite-email"
          label={t('dashboard.invite.email')}
          type="email"
          autoComplete="off"
          placeholder="colleague@example.org"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-email-error' : undefined}
        />
        {error ? (
          <p id="invite-email-error" className="-mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor="invite-role">{t('dashboard.invite.role')}</Label>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(event) => {
              if (isMemberRole(event.target.value)) setRole(event.target.value);
            }}
          >
            {MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(ROLE_LABELS[option])}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-muted-foreground">{t(ROLE_HINTS[role])}</p>
        </div>
        <Button type="submit" disabled={loading} className="justify-self-start">
          {loading ? t('dashboard.invite.sending') : t('dashboard.invite.send')}
        </Button>
      </form>
    </Card>
  );
}

function PendingInvitations({
  projectId,
  invitations,
}: {
  projectId: string;
  invitations: NonNullable<MembersPanelProject['invitations']>;
}) {
  const [resend] = useMutation(MembersPanelResendMutation, refetchProject);
  const [revoke] = useMutation(MembersPanelRevokeMutation, refetchProject);
  const [busy, setBusy] = useState<string | null>(null);
  const t = useT();

  const act = async (id: string, action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(id);
    await toastOutcome(action, { title: done }, failed);
    setBusy(null);
  };

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-semibold">{t('dashboard.invitations.title')}</h3>
      <ul aria-label={t('dashboard.invitations.title')} className="mt-3 divide-y divide-border">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            data-testid="invitation-row"
            className="grid gap-1.5 py-3 first:pt-0 last:pb-0"
          >
            <p className="break-words text-sm font-medium">{invitation.email}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <RoleBadge role={invitation.role} />
                <DateText
                  value={invitation.expiresAt}
                  show="date"
                  prefix={t('dashboard.invitations.expires')}
                />
              </p>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === invitation.id}
                  aria-label={t('dashboard.invitations.resendLabel', { email: invitation.email })}
                  onClick={() =>
                    void act(
                      invitation.id,
                      () => resend({ variables: { projectId, invitationId: invitation.id } }),
                      t('dashboard.invitations.resent'),
                      t('dashboard.invitations.resendFailed'),
                    )
                  }
                >
                  {t('dashboard.invitations.resend')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy === invitation.id}
                  aria-label={t('dashboard.invitations.revokeLabel', { email: invitation.email })}
                  onClick={() =>
                    void act(
                      invitation.id,
                      () => revoke({ variables: { projectId, invitationId: invitation.id } }),
                      t('dashboard.invitations.revoked'),
                      t('dashboard.invitations.revokeFailed'),
                    )
                  }
                >
                  {t('dashboard.invitations.revoke')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

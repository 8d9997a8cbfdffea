/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query ActivitySection($page: AuditPageInput) {\n    myAuditEntries(page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n': typeof types.ActivitySectionDocument;
  '\n  query DeleteAccountSection {\n    myData {\n      projects\n      theses\n      sources\n      savedLinks\n      comments\n      questionsSent\n      questionsReceived\n      readerChats\n      sessions\n      canDelete\n      deletionBlockedReason\n    }\n  }\n': typeof types.DeleteAccountSectionDocument;
  '\n  mutation DeleteAccountSectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n': typeof types.DeleteAccountSectionDeleteDocument;
  '\n  query SessionsSection {\n    mySessions {\n      id\n      browser\n      os\n      platform\n      approximateIp\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n': typeof types.SessionsSectionDocument;
  '\n  mutation SessionsSectionEndSession($id: ID!) {\n    endMySession(id: $id)\n  }\n': typeof types.SessionsSectionEndSessionDocument;
  '\n  mutation SessionsSectionEndOtherSessions {\n    endMyOtherSessions\n  }\n': typeof types.SessionsSectionEndOtherSessionsDocument;
  '\n  mutation SignInDetailsSectionUpdateUsername($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      username\n    }\n  }\n': typeof types.SignInDetailsSectionUpdateUsernameDocument;
  '\n  mutation SignInDetailsSectionRequestEmailChange($newEmail: String!, $currentPassword: String!) {\n    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {\n      message\n    }\n  }\n': typeof types.SignInDetailsSectionRequestEmailChangeDocument;
  '\n  mutation SignInDetailsSectionChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n': typeof types.SignInDetailsSectionChangePasswordDocument;
  '\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n': typeof types.DashboardPageDocument;
  '\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n    viewerRole\n  }\n': typeof types.ProjectCard_ProjectFragmentDoc;
  '\n  mutation ProjectCardDeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n': typeof types.ProjectCardDeleteProjectDocument;
  '\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n': typeof types.SavedLinksSectionDocument;
  '\n  query InvitationPage($idOrSlug: String!) {\n    invitation(token: $idOrSlug) {\n      projectName\n      inviterUsername\n      role\n      email\n      expiresAt\n      viewerIsInvitee\n    }\n  }\n': typeof types.InvitationPageDocument;
  '\n  mutation InvitationPageAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      projectSlug\n    }\n  }\n': typeof types.InvitationPageAcceptDocument;
  '\n  fragment MembersPanel_project on Project {\n    id\n    name\n    viewerCanManageMembers\n    viewerCanLeave\n    members {\n      userId\n      username\n      email\n      role\n      since\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n': typeof types.MembersPanel_ProjectFragmentDoc;
  '\n  mutation MembersPanelInvite($projectId: ID!, $email: String!, $role: MemberRole!) {\n    inviteMember(projectId: $projectId, email: $email, role: $role) {\n      id\n    }\n  }\n': typeof types.MembersPanelInviteDocument;
  '\n  mutation MembersPanelResend($projectId: ID!, $invitationId: ID!) {\n    resendInvitation(projectId: $projectId, invitationId: $invitationId) {\n      id\n      expiresAt\n    }\n  }\n': typeof types.MembersPanelResendDocument;
  '\n  mutation MembersPanelRevoke($projectId: ID!, $invitationId: ID!) {\n    revokeInvitation(projectId: $projectId, invitationId: $invitationId)\n  }\n': typeof types.MembersPanelRevokeDocument;
  '\n  mutation MembersPanelChangeRole($projectId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n': typeof types.MembersPanelChangeRoleDocument;
  '\n  mutation MembersPanelRemove($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId)\n  }\n': typeof types.MembersPanelRemoveDocument;
  '\n  mutation MembersPanelLeave($projectId: ID!) {\n    leaveProject(projectId: $projectId)\n  }\n': typeof types.MembersPanelLeaveDocument;
  '\n  mutation NewProjectPageCreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectCard_project\n    }\n  }\n': typeof types.NewProjectPageCreateProjectDocument;
  '\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n': typeof types.ProjectDetails_ProjectFragmentDoc;
  '\n  mutation ProjectDetailsUpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetails_project\n    }\n  }\n': typeof types.ProjectDetailsUpdateProjectDocument;
  '\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      ...MembersPanel_project\n      viewerCanEdit\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n': typeof types.ProjectPageDocument;
  '\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n': typeof types.ThesisCard_ThesisFragmentDoc;
  '\n  mutation ThesisCardDeleteThesis($id: ID!) {\n    deleteThesis(id: $id)\n  }\n': typeof types.ThesisCardDeleteThesisDocument;
  '\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n': typeof types.QuestionCard_QuestionFragmentDoc;
  '\n  mutation QuestionCardMarkQuestionRead($id: ID!) {\n    markQuestionRead(id: $id) {\n      id\n      isRead\n    }\n  }\n': typeof types.QuestionCardMarkQuestionReadDocument;
  '\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n': typeof types.QuestionsPageDocument;
  '\n  query SectionCommentsInbox {\n    projects {\n      id\n      name\n      sectionComments {\n        id\n        thesisTitle\n        thesisSlug\n        section\n        authorName\n        content\n        isRead\n        createdAt\n      }\n    }\n  }\n': typeof types.SectionCommentsInboxDocument;
  '\n  mutation MarkSectionCommentRead($id: ID!) {\n    markSectionCommentRead(id: $id) {\n      id\n      isRead\n    }\n  }\n': typeof types.MarkSectionCommentReadDocument;
  '\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n': typeof types.SavedLinkCard_SavedLinkFragmentDoc;
  '\n  mutation SavedLinkCardRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n': typeof types.SavedLinkCardRemoveSavedLinkDocument;
  '\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n': typeof types.SavedLinksPageDocument;
  '\n  query AgentsSection {\n    mcpServer {\n      endpoint\n      readScope\n      writeScope\n      tools {\n        name\n        title\n        description\n        scope\n        inputSchema\n      }\n    }\n  }\n': typeof types.AgentsSectionDocument;
  '\n  query TokensSection {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n': typeof types.TokensSectionDocument;
  '\n  mutation TokensSectionCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n': typeof types.TokensSectionCreateDocument;
  '\n  mutation TokensSectionRevoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n': typeof types.TokensSectionRevokeDocument;
  '\n  query WebhooksSection {\n    webhooks {\n      id\n      url\n      events\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n        attempts {\n          at\n          status\n          error\n        }\n      }\n    }\n  }\n': typeof types.WebhooksSectionDocument;
  '\n  mutation WebhooksSectionCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n': typeof types.WebhooksSectionCreateDocument;
  '\n  mutation WebhooksSectionDelete($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n': typeof types.WebhooksSectionDeleteDocument;
};
const documents: Documents = {
  '\n  query ActivitySection($page: AuditPageInput) {\n    myAuditEntries(page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n':
    types.ActivitySectionDocument,
  '\n  query DeleteAccountSection {\n    myData {\n      projects\n      theses\n      sources\n      savedLinks\n      comments\n      questionsSent\n      questionsReceived\n      readerChats\n      sessions\n      canDelete\n      deletionBlockedReason\n    }\n  }\n':
    types.DeleteAccountSectionDocument,
  '\n  mutation DeleteAccountSectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n':
    types.DeleteAccountSectionDeleteDocument,
  '\n  query SessionsSection {\n    mySessions {\n      id\n      browser\n      os\n      platform\n      approximateIp\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n':
    types.SessionsSectionDocument,
  '\n  mutation SessionsSectionEndSession($id: ID!) {\n    endMySession(id: $id)\n  }\n':
    types.SessionsSectionEndSessionDocument,
  '\n  mutation SessionsSectionEndOtherSessions {\n    endMyOtherSessions\n  }\n':
    types.SessionsSectionEndOtherSessionsDocument,
  '\n  mutation SignInDetailsSectionUpdateUsername($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      username\n    }\n  }\n':
    types.SignInDetailsSectionUpdateUsernameDocument,
  '\n  mutation SignInDetailsSectionRequestEmailChange($newEmail: String!, $currentPassword: String!) {\n    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {\n      message\n    }\n  }\n':
    types.SignInDetailsSectionRequestEmailChangeDocument,
  '\n  mutation SignInDetailsSectionChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n':
    types.SignInDetailsSectionChangePasswordDocument,
  '\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n':
    types.DashboardPageDocument,
  '\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n    viewerRole\n  }\n':
    types.ProjectCard_ProjectFragmentDoc,
  '\n  mutation ProjectCardDeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n':
    types.ProjectCardDeleteProjectDocument,
  '\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n':
    types.SavedLinksSectionDocument,
  '\n  query InvitationPage($idOrSlug: String!) {\n    invitation(token: $idOrSlug) {\n      projectName\n      inviterUsername\n      role\n      email\n      expiresAt\n      viewerIsInvitee\n    }\n  }\n':
    types.InvitationPageDocument,
  '\n  mutation InvitationPageAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      projectSlug\n    }\n  }\n':
    types.InvitationPageAcceptDocument,
  '\n  fragment MembersPanel_project on Project {\n    id\n    name\n    viewerCanManageMembers\n    viewerCanLeave\n    members {\n      userId\n      username\n      email\n      role\n      since\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n':
    types.MembersPanel_ProjectFragmentDoc,
  '\n  mutation MembersPanelInvite($projectId: ID!, $email: String!, $role: MemberRole!) {\n    inviteMember(projectId: $projectId, email: $email, role: $role) {\n      id\n    }\n  }\n':
    types.MembersPanelInviteDocument,
  '\n  mutation MembersPanelResend($projectId: ID!, $invitationId: ID!) {\n    resendInvitation(projectId: $projectId, invitationId: $invitationId) {\n      id\n      expiresAt\n    }\n  }\n':
    types.MembersPanelResendDocument,
  '\n  mutation MembersPanelRevoke($projectId: ID!, $invitationId: ID!) {\n    revokeInvitation(projectId: $projectId, invitationId: $invitationId)\n  }\n':
    types.MembersPanelRevokeDocument,
  '\n  mutation MembersPanelChangeRole($projectId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n':
    types.MembersPanelChangeRoleDocument,
  '\n  mutation MembersPanelRemove($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId)\n  }\n':
    types.MembersPanelRemoveDocument,
  '\n  mutation MembersPanelLeave($projectId: ID!) {\n    leaveProject(projectId: $projectId)\n  }\n':
    types.MembersPanelLeaveDocument,
  '\n  mutation NewProjectPageCreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectCard_project\n    }\n  }\n':
    types.NewProjectPageCreateProjectDocument,
  '\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n':
    types.ProjectDetails_ProjectFragmentDoc,
  '\n  mutation ProjectDetailsUpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetails_project\n    }\n  }\n':
    types.ProjectDetailsUpdateProjectDocument,
  '\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      ...MembersPanel_project\n      viewerCanEdit\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n':
    types.ProjectPageDocument,
  '\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n':
    types.ThesisCard_ThesisFragmentDoc,
  '\n  mutation ThesisCardDeleteThesis($id: ID!) {\n    deleteThesis(id: $id)\n  }\n':
    types.ThesisCardDeleteThesisDocument,
  '\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n':
    types.QuestionCard_QuestionFragmentDoc,
  '\n  mutation QuestionCardMarkQuestionRead($id: ID!) {\n    markQuestionRead(id: $id) {\n      id\n      isRead\n    }\n  }\n':
    types.QuestionCardMarkQuestionReadDocument,
  '\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n':
    types.QuestionsPageDocument,
  '\n  query SectionCommentsInbox {\n    projects {\n      id\n      name\n      sectionComments {\n        id\n        thesisTitle\n        thesisSlug\n        section\n        authorName\n        content\n        isRead\n        createdAt\n      }\n    }\n  }\n':
    types.SectionCommentsInboxDocument,
  '\n  mutation MarkSectionCommentRead($id: ID!) {\n    markSectionCommentRead(id: $id) {\n      id\n      isRead\n    }\n  }\n':
    types.MarkSectionCommentReadDocument,
  '\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n':
    types.SavedLinkCard_SavedLinkFragmentDoc,
  '\n  mutation SavedLinkCardRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n':
    types.SavedLinkCardRemoveSavedLinkDocument,
  '\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n':
    types.SavedLinksPageDocument,
  '\n  query AgentsSection {\n    mcpServer {\n      endpoint\n      readScope\n      writeScope\n      tools {\n        name\n        title\n        description\n        scope\n        inputSchema\n      }\n    }\n  }\n':
    types.AgentsSectionDocument,
  '\n  query TokensSection {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n':
    types.TokensSectionDocument,
  '\n  mutation TokensSectionCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n':
    types.TokensSectionCreateDocument,
  '\n  mutation TokensSectionRevoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n':
    types.TokensSectionRevokeDocument,
  '\n  query WebhooksSection {\n    webhooks {\n      id\n      url\n      events\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n        attempts {\n          at\n          status\n          error\n        }\n      }\n    }\n  }\n':
    types.WebhooksSectionDocument,
  '\n  mutation WebhooksSectionCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n':
    types.WebhooksSectionCreateDocument,
  '\n  mutation WebhooksSectionDelete($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n':
    types.WebhooksSectionDeleteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ActivitySection($page: AuditPageInput) {\n    myAuditEntries(page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n',
): (typeof documents)['\n  query ActivitySection($page: AuditPageInput) {\n    myAuditEntries(page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DeleteAccountSection {\n    myData {\n      projects\n      theses\n      sources\n      savedLinks\n      comments\n      questionsSent\n      questionsReceived\n      readerChats\n      sessions\n      canDelete\n      deletionBlockedReason\n    }\n  }\n',
): (typeof documents)['\n  query DeleteAccountSection {\n    myData {\n      projects\n      theses\n      sources\n      savedLinks\n      comments\n      questionsSent\n      questionsReceived\n      readerChats\n      sessions\n      canDelete\n      deletionBlockedReason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAccountSectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteAccountSectionDelete($password: String!) {\n    deleteMyAccount(password: $password) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SessionsSection {\n    mySessions {\n      id\n      browser\n      os\n      platform\n      approximateIp\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n',
): (typeof documents)['\n  query SessionsSection {\n    mySessions {\n      id\n      browser\n      os\n      platform\n      approximateIp\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SessionsSectionEndSession($id: ID!) {\n    endMySession(id: $id)\n  }\n',
): (typeof documents)['\n  mutation SessionsSectionEndSession($id: ID!) {\n    endMySession(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SessionsSectionEndOtherSessions {\n    endMyOtherSessions\n  }\n',
): (typeof documents)['\n  mutation SessionsSectionEndOtherSessions {\n    endMyOtherSessions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInDetailsSectionUpdateUsername($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      username\n    }\n  }\n',
): (typeof documents)['\n  mutation SignInDetailsSectionUpdateUsername($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      username\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInDetailsSectionRequestEmailChange($newEmail: String!, $currentPassword: String!) {\n    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SignInDetailsSectionRequestEmailChange($newEmail: String!, $currentPassword: String!) {\n    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInDetailsSectionChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SignInDetailsSectionChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n',
): (typeof documents)['\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n    viewerRole\n  }\n',
): (typeof documents)['\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n    viewerRole\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProjectCardDeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n',
): (typeof documents)['\n  mutation ProjectCardDeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n',
): (typeof documents)['\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvitationPage($idOrSlug: String!) {\n    invitation(token: $idOrSlug) {\n      projectName\n      inviterUsername\n      role\n      email\n      expiresAt\n      viewerIsInvitee\n    }\n  }\n',
): (typeof documents)['\n  query InvitationPage($idOrSlug: String!) {\n    invitation(token: $idOrSlug) {\n      projectName\n      inviterUsername\n      role\n      email\n      expiresAt\n      viewerIsInvitee\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InvitationPageAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      projectSlug\n    }\n  }\n',
): (typeof documents)['\n  mutation InvitationPageAccept($token: String!) {\n    acceptInvitation(token: $token) {\n      projectSlug\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MembersPanel_project on Project {\n    id\n    name\n    viewerCanManageMembers\n    viewerCanLeave\n    members {\n      userId\n      username\n      email\n      role\n      since\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  fragment MembersPanel_project on Project {\n    id\n    name\n    viewerCanManageMembers\n    viewerCanLeave\n    members {\n      userId\n      username\n      email\n      role\n      since\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelInvite($projectId: ID!, $email: String!, $role: MemberRole!) {\n    inviteMember(projectId: $projectId, email: $email, role: $role) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation MembersPanelInvite($projectId: ID!, $email: String!, $role: MemberRole!) {\n    inviteMember(projectId: $projectId, email: $email, role: $role) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelResend($projectId: ID!, $invitationId: ID!) {\n    resendInvitation(projectId: $projectId, invitationId: $invitationId) {\n      id\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation MembersPanelResend($projectId: ID!, $invitationId: ID!) {\n    resendInvitation(projectId: $projectId, invitationId: $invitationId) {\n      id\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelRevoke($projectId: ID!, $invitationId: ID!) {\n    revokeInvitation(projectId: $projectId, invitationId: $invitationId)\n  }\n',
): (typeof documents)['\n  mutation MembersPanelRevoke($projectId: ID!, $invitationId: ID!) {\n    revokeInvitation(projectId: $projectId, invitationId: $invitationId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelChangeRole($projectId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation MembersPanelChangeRole($projectId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(projectId: $projectId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelRemove($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation MembersPanelRemove($projectId: ID!, $userId: ID!) {\n    removeMember(projectId: $projectId, userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MembersPanelLeave($projectId: ID!) {\n    leaveProject(projectId: $projectId)\n  }\n',
): (typeof documents)['\n  mutation MembersPanelLeave($projectId: ID!) {\n    leaveProject(projectId: $projectId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation NewProjectPageCreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectCard_project\n    }\n  }\n',
): (typeof documents)['\n  mutation NewProjectPageCreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectCard_project\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProjectDetailsUpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetails_project\n    }\n  }\n',
): (typeof documents)['\n  mutation ProjectDetailsUpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectDetails_project\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      ...MembersPanel_project\n      viewerCanEdit\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      ...MembersPanel_project\n      viewerCanEdit\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ThesisCardDeleteThesis($id: ID!) {\n    deleteThesis(id: $id)\n  }\n',
): (typeof documents)['\n  mutation ThesisCardDeleteThesis($id: ID!) {\n    deleteThesis(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation QuestionCardMarkQuestionRead($id: ID!) {\n    markQuestionRead(id: $id) {\n      id\n      isRead\n    }\n  }\n',
): (typeof documents)['\n  mutation QuestionCardMarkQuestionRead($id: ID!) {\n    markQuestionRead(id: $id) {\n      id\n      isRead\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n',
): (typeof documents)['\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SectionCommentsInbox {\n    projects {\n      id\n      name\n      sectionComments {\n        id\n        thesisTitle\n        thesisSlug\n        section\n        authorName\n        content\n        isRead\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SectionCommentsInbox {\n    projects {\n      id\n      name\n      sectionComments {\n        id\n        thesisTitle\n        thesisSlug\n        section\n        authorName\n        content\n        isRead\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkSectionCommentRead($id: ID!) {\n    markSectionCommentRead(id: $id) {\n      id\n      isRead\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkSectionCommentRead($id: ID!) {\n    markSectionCommentRead(id: $id) {\n      id\n      isRead\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n',
): (typeof documents)['\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SavedLinkCardRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n',
): (typeof documents)['\n  mutation SavedLinkCardRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n',
): (typeof documents)['\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AgentsSection {\n    mcpServer {\n      endpoint\n      readScope\n      writeScope\n      tools {\n        name\n        title\n        description\n        scope\n        inputSchema\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AgentsSection {\n    mcpServer {\n      endpoint\n      readScope\n      writeScope\n      tools {\n        name\n        title\n        description\n        scope\n        inputSchema\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TokensSection {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n',
): (typeof documents)['\n  query TokensSection {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokensSectionCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TokensSectionCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TokensSectionRevoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TokensSectionRevoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhooksSection {\n    webhooks {\n      id\n      url\n      events\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n        attempts {\n          at\n          status\n          error\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WebhooksSection {\n    webhooks {\n      id\n      url\n      events\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n        attempts {\n          at\n          status\n          error\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WebhooksSectionCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation WebhooksSectionCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WebhooksSectionDelete($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n',
): (typeof documents)['\n  mutation WebhooksSectionDelete($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

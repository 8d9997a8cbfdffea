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
    "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n  }\n": typeof types.MeDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": typeof types.AuthProviderLoginDocument,
    "\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": typeof types.AuthProviderRegisterDocument,
    "\n  mutation AuthProviderLogout {\n    logout\n  }\n": typeof types.AuthProviderLogoutDocument,
    "\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.AuthProviderForgotPasswordDocument,
    "\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.AuthProviderResetPasswordDocument,
    "\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n  }\n": typeof types.DashboardPageDocument,
    "\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n": typeof types.SavedLinksSectionDocument,
    "\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n": typeof types.SavedLinksPageDocument,
    "\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n": typeof types.QuestionsPageDocument,
    "\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n": typeof types.ProjectPageDocument,
    "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    status\n    shareUrl\n    hiddenSections\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n": typeof types.ThesisPageDocument,
    "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.ThesisChatPageDocument,
    "\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n": typeof types.SharedThesisSaveLinkDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n  }\n": types.MeDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": types.AuthProviderLoginDocument,
    "\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": types.AuthProviderRegisterDocument,
    "\n  mutation AuthProviderLogout {\n    logout\n  }\n": types.AuthProviderLogoutDocument,
    "\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.AuthProviderForgotPasswordDocument,
    "\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.AuthProviderResetPasswordDocument,
    "\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n  }\n": types.DashboardPageDocument,
    "\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n": types.SavedLinksSectionDocument,
    "\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n": types.SavedLinksPageDocument,
    "\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n": types.QuestionsPageDocument,
    "\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n": types.ProjectPageDocument,
    "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    status\n    shareUrl\n    hiddenSections\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n": types.ThesisPageDocument,
    "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.ThesisChatPageDocument,
    "\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n": types.UsersPageDocument,
    "\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n": types.SharedThesisSaveLinkDocument,
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
export function graphql(source: "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AuthProviderLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    projects {\n      ...ProjectCard_project\n    }\n  }\n\n  fragment ProjectCard_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    unreadQuestionsCount\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n"): (typeof documents)["\n  query SavedLinksSection {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n\n  fragment SavedLinkCard_savedLink on SavedLink {\n    id\n    thesisId\n    title\n    shareUrl\n    projectName\n    createdAt\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n"): (typeof documents)["\n  query SavedLinksPage {\n    savedLinks {\n      ...SavedLinkCard_savedLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n"): (typeof documents)["\n  query QuestionsPage {\n    projects {\n      id\n      name\n      slug\n      questions {\n        ...QuestionCard_question\n      }\n    }\n  }\n\n  fragment QuestionCard_question on Question {\n    id\n    projectId\n    thesisId\n    thesisTitle\n    question\n    senderName\n    senderEmail\n    isRead\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n"): (typeof documents)["\n  query ProjectPage($idOrSlug: String!) {\n    project(idOrSlug: $idOrSlug) {\n      ...ProjectDetails_project\n      theses {\n        ...ThesisCard_thesis\n      }\n    }\n  }\n\n  fragment ProjectDetails_project on Project {\n    id\n    slug\n    name\n    description\n    userEmail\n    thesesCount\n    updatedAt\n  }\n\n  fragment ThesisCard_thesis on Thesis {\n    id\n    slug\n    title\n    idea\n    summary\n    status\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    status\n    shareUrl\n    hiddenSections\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    status\n    shareUrl\n    hiddenSections\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n"): (typeof documents)["\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
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
    "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n    capabilities {\n      administer\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": typeof types.AuthProviderLoginDocument,
    "\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": typeof types.AuthProviderRegisterDocument,
    "\n  mutation AuthProviderLogout {\n    logout\n  }\n": typeof types.AuthProviderLogoutDocument,
    "\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.AuthProviderForgotPasswordDocument,
    "\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.AuthProviderResetPasswordDocument,
    "\n  mutation AuthProviderConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      ...AuthStore_user\n    }\n  }\n": typeof types.AuthProviderConfirmEmailDocument,
    "\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n": typeof types.SharedThesisSaveLinkDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n    capabilities {\n      administer\n    }\n  }\n": types.MeDocument,
    "\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation AuthProviderLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": types.AuthProviderLoginDocument,
    "\n  mutation AuthProviderRegister($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthStore_user\n    }\n  }\n": types.AuthProviderRegisterDocument,
    "\n  mutation AuthProviderLogout {\n    logout\n  }\n": types.AuthProviderLogoutDocument,
    "\n  mutation AuthProviderForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.AuthProviderForgotPasswordDocument,
    "\n  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.AuthProviderResetPasswordDocument,
    "\n  mutation AuthProviderConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      ...AuthStore_user\n    }\n  }\n": types.AuthProviderConfirmEmailDocument,
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
export function graphql(source: "\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n    capabilities {\n      administer\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...AuthStore_user\n    }\n  }\n\n  fragment AuthStore_user on User {\n    id\n    username\n    email\n    role\n    language\n    createdAt\n    capabilities {\n      administer\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AuthProviderConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      ...AuthStore_user\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderConfirmEmail($token: String!) {\n    confirmEmailChange(token: $token) {\n      ...AuthStore_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n"): (typeof documents)["\n  mutation SharedThesisSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n      thesisId\n      title\n      shareUrl\n      projectName\n      createdAt\n      available\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
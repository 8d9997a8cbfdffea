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
    "\n  fragment AuthProvider_user on User {\n    id\n    username\n    email\n    role\n    createdAt\n  }\n": typeof types.AuthProvider_UserFragmentDoc,
    "\n  query AuthProviderMeQuery {\n    me {\n      ...AuthProvider_user\n    }\n  }\n": typeof types.AuthProviderMeQueryDocument,
    "\n  mutation AuthProviderLoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n": typeof types.AuthProviderLoginMutationDocument,
    "\n  mutation AuthProviderRegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n": typeof types.AuthProviderRegisterMutationDocument,
    "\n  mutation AuthProviderLogoutMutation {\n    logout\n  }\n": typeof types.AuthProviderLogoutMutationDocument,
    "\n  mutation AuthProviderForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.AuthProviderForgotPasswordMutationDocument,
    "\n  mutation AuthProviderResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.AuthProviderResetPasswordMutationDocument,
};
const documents: Documents = {
    "\n  fragment AuthProvider_user on User {\n    id\n    username\n    email\n    role\n    createdAt\n  }\n": types.AuthProvider_UserFragmentDoc,
    "\n  query AuthProviderMeQuery {\n    me {\n      ...AuthProvider_user\n    }\n  }\n": types.AuthProviderMeQueryDocument,
    "\n  mutation AuthProviderLoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n": types.AuthProviderLoginMutationDocument,
    "\n  mutation AuthProviderRegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n": types.AuthProviderRegisterMutationDocument,
    "\n  mutation AuthProviderLogoutMutation {\n    logout\n  }\n": types.AuthProviderLogoutMutationDocument,
    "\n  mutation AuthProviderForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.AuthProviderForgotPasswordMutationDocument,
    "\n  mutation AuthProviderResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.AuthProviderResetPasswordMutationDocument,
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
export function graphql(source: "\n  fragment AuthProvider_user on User {\n    id\n    username\n    email\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuthProvider_user on User {\n    id\n    username\n    email\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviderMeQuery {\n    me {\n      ...AuthProvider_user\n    }\n  }\n"): (typeof documents)["\n  query AuthProviderMeQuery {\n    me {\n      ...AuthProvider_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderLoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderLoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderRegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderRegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthProvider_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderLogoutMutation {\n    logout\n  }\n"): (typeof documents)["\n  mutation AuthProviderLogoutMutation {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthProviderResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthProviderResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
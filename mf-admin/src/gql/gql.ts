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
  '\n  query AuditPage($filter: AuditFilter, $page: AuditPageInput) {\n    auditLog(filter: $filter, page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n': typeof types.AuditPageDocument;
  '\n  query IdeasPage {\n    ideas {\n      id\n      name\n      email\n      idea\n      handled\n      createdAt\n      handledAt\n    }\n  }\n': typeof types.IdeasPageDocument;
  '\n  mutation IdeasPageMarkHandled($id: ID!, $handled: Boolean!) {\n    markIdeaHandled(id: $id, handled: $handled) {\n      id\n      handled\n      handledAt\n    }\n  }\n': typeof types.IdeasPageMarkHandledDocument;
  '\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n': typeof types.UsersPageDocument;
  '\n  mutation UsersPageChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n': typeof types.UsersPageChangeUserRoleDocument;
  '\n  mutation UsersPageCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n': typeof types.UsersPageCreateUserDocument;
  '\n  mutation UsersPageDeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      id\n    }\n  }\n': typeof types.UsersPageDeleteUserDocument;
};
const documents: Documents = {
  '\n  query AuditPage($filter: AuditFilter, $page: AuditPageInput) {\n    auditLog(filter: $filter, page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n':
    types.AuditPageDocument,
  '\n  query IdeasPage {\n    ideas {\n      id\n      name\n      email\n      idea\n      handled\n      createdAt\n      handledAt\n    }\n  }\n':
    types.IdeasPageDocument,
  '\n  mutation IdeasPageMarkHandled($id: ID!, $handled: Boolean!) {\n    markIdeaHandled(id: $id, handled: $handled) {\n      id\n      handled\n      handledAt\n    }\n  }\n':
    types.IdeasPageMarkHandledDocument,
  '\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n':
    types.UsersPageDocument,
  '\n  mutation UsersPageChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n':
    types.UsersPageChangeUserRoleDocument,
  '\n  mutation UsersPageCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n':
    types.UsersPageCreateUserDocument,
  '\n  mutation UsersPageDeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      id\n    }\n  }\n':
    types.UsersPageDeleteUserDocument,
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
  source: '\n  query AuditPage($filter: AuditFilter, $page: AuditPageInput) {\n    auditLog(filter: $filter, page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n',
): (typeof documents)['\n  query AuditPage($filter: AuditFilter, $page: AuditPageInput) {\n    auditLog(filter: $filter, page: $page) {\n      entries {\n        id\n        action\n        actor {\n          id\n          name\n          email\n          deleted\n        }\n        subject {\n          id\n          name\n          email\n          deleted\n        }\n        fromRole\n        toRole\n        browser\n        os\n        tokenId\n        tokenName\n        ip\n        createdAt\n      }\n      total\n      nextCursor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IdeasPage {\n    ideas {\n      id\n      name\n      email\n      idea\n      handled\n      createdAt\n      handledAt\n    }\n  }\n',
): (typeof documents)['\n  query IdeasPage {\n    ideas {\n      id\n      name\n      email\n      idea\n      handled\n      createdAt\n      handledAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation IdeasPageMarkHandled($id: ID!, $handled: Boolean!) {\n    markIdeaHandled(id: $id, handled: $handled) {\n      id\n      handled\n      handledAt\n    }\n  }\n',
): (typeof documents)['\n  mutation IdeasPageMarkHandled($id: ID!, $handled: Boolean!) {\n    markIdeaHandled(id: $id, handled: $handled) {\n      id\n      handled\n      handledAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query UsersPage {\n    users {\n      id\n      username\n      email\n      role\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UsersPageChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation UsersPageChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UsersPageCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UsersPageCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UsersPageDeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UsersPageDeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      id\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

// The one module this remote exposes ('./App'): a page for each route REMOTES gives it.
import { reportReactInstance } from '@thesis-studio/client';
import * as React from 'react';
import './index.css';
import { AuditPage } from './audit/AuditPage';
import { IdeasPage } from './ideas/IdeasPage';
import { UsersPage } from './users/UsersPage';

reportReactInstance(React);

export const pages: Record<string, React.ComponentType> = {
  '/users': UsersPage,
  '/ideas': IdeasPage,
  '/audit': AuditPage,
};

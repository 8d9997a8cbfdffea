// The one module this remote exposes ('./App'): a page for each route REMOTES gives it, each in a chunk of
// its own (src/pages/<Name>.tsx, the name remotes.json gives the route), fetched when its route opens.
import { reportReactInstance, type PageModule, type RemotePages } from '@thesis-studio/client';
import { remotePageLoaders } from '@thesis-studio/domain';
import * as React from 'react';
import './index.css';
import { REMOTE_NAME } from './remote';

reportReactInstance(React);

export const pages: RemotePages = remotePageLoaders(
  REMOTE_NAME,
  import.meta.glob<PageModule>('./pages/*.tsx'),
);

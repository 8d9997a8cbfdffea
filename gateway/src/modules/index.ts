// Every domain of the gateway, once. The schema, the services in the GraphQL context and the REST
// routes are derived from this list; a module may use the services of the modules listed before it.
import type { GatewayModule } from '../shared/module.js';
import { accountModule } from './account/index.js';
import { aiModule } from './ai/index.js';
import { chatModule } from './chat/index.js';
import { citationsModule } from './citations/index.js';
import { commentsModule } from './comments/index.js';
import { authModule } from './auth/index.js';
import { historyModule } from './history/index.js';
import { ideasModule } from './ideas/index.js';
import { projectsModule } from './projects/index.js';
import { questionsModule } from './questions/index.js';
import { readersModule } from './readers/index.js';
import { researchModule } from './research/index.js';
import { savedLinksModule } from './savedLinks/index.js';
import { sharingModule } from './sharing/index.js';
import { sourcesModule } from './sources/index.js';
import { systemModule } from './system/index.js';
import { thesesModule, thesisAnswer } from './theses/index.js';
import { tokensModule } from './tokens/index.js';
import { usersModule } from './users/index.js';
import { webModule } from './web/index.js';
import { webhooksModule } from './webhooks/index.js';

export const MODULES: readonly GatewayModule[] = [
  systemModule,
  usersModule,
  authModule,
  tokensModule,
  projectsModule({ thesisAnswer }),
  thesesModule,
  sharingModule,
  historyModule,
  aiModule,
  sourcesModule,
  webModule,
  citationsModule,
  researchModule,
  chatModule,
  readersModule,
  commentsModule,
  questionsModule,
  savedLinksModule,
  ideasModule,
  webhooksModule,
  // Last: a person's data across every domain (its deletion steps run after every other domain's).
  accountModule,
];

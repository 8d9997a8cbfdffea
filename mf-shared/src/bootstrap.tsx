import { renderStandalone } from '@thesis-studio/client';
import { pages } from './App';
import { REMOTE_NAME } from './remote';

renderStandalone({ name: REMOTE_NAME, pages });

import { renderStandalone } from '@thesis-studio/client';
import { pages } from './App';
import { REMOTE_NAME } from './remote';
// Running on its own, the remote also needs the theme, base and ui kit styles the shell would provide.
import './standalone.css';

renderStandalone({ name: REMOTE_NAME, pages });

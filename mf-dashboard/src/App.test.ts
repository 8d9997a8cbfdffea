import { describeRemotePages } from '@thesis-studio/client/remote-checks';
import { pages } from './App';

describeRemotePages('mf-dashboard', pages);

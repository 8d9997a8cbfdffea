// The pages this remote serves (REMOTES in @thesis-studio/domain: the public /shared/*).
export { SharedThesisPage } from './shared/SharedThesisPage';

// A route's page in a chunk of its own (remotes.json names it; ./App loads it when the route opens).
export { ThesisPage as default } from '../thesis/ThesisPage';

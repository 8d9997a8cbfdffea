// A route's page in a chunk of its own (remotes.json names it; ./App loads it when the route opens).
export { DashboardPage as default } from '../dashboard/DashboardPage';

export { UsersPage } from './users/UsersPage';

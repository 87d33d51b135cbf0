export { MembersPage } from './components/members-page';
export { MemberPage } from './components/member-page';

export { SignInPage } from './components/sign-in-page';
export { EnrolPage } from './components/enrol-page';
export { useSignOut } from './api/sign-out';

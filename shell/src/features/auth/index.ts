export { AuthModal } from './components/auth-modal';
export { LoginPanel } from './components/login-panel';
export { ChangePasswordModal } from './components/change-password-modal';
export { ForgotPasswordModal } from './components/forgot-password-modal';
export { SignOutButton } from './components/sign-out-button';
export { performLogout } from './lib/perform-logout';
export { ResetPasswordPage } from './components/reset-password-page';

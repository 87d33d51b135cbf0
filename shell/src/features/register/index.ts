export { RegisterForm } from './components/register-form';
export { RegisterSuccessModal } from './components/register-success-modal';
export { messageText } from './lib/message-text';

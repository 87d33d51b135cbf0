export { ChatModerationPage } from './components/chat-moderation-page';

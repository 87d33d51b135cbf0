export { ChatLauncher } from './components/chat-launcher';
export { useChatUi } from './model/chat-store';

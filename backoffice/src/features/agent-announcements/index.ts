export { AgentAnnouncementsPage } from './components/agent-announcements-page';

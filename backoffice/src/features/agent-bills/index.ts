export { AgentBillsPage } from './components/agent-bills-page';

export { AgentContractsPage } from './components/agent-contracts-page';

export { AgentTreePage } from './components/agent-tree-page';

export { TabBar } from './components/tab-bar';

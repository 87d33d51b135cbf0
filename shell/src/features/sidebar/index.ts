export { LeftBar } from './components/left-bar';

export { Header } from './components/header';

export { Header, HeaderTools } from './components/header';

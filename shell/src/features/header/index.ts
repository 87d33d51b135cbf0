export { Header, HeaderTools, PHONE_LAYOUT_QUERY } from './components/header';

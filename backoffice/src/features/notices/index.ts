export { NoticesPage } from './components/notices-page';

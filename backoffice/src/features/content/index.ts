export { BannersPage } from './components/banners-page';

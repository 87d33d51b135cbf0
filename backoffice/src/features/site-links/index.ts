export { SiteLinksPage } from './components/site-links-page';

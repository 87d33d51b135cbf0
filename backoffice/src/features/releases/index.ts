export { ReleasesPage } from './components/releases-page';

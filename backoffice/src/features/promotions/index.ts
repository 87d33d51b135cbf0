export { ApplicationsPage } from './components/applications-page';

export { FourEyesPage } from './components/four-eyes-page';

export { HelpOverlay } from './components/help-overlay';
export { HelpPage } from './components/help-page';

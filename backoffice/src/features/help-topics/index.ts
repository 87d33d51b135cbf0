export { HelpTopicsPage } from './components/help-topics-page';

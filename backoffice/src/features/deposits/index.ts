export { DepositsPage } from './components/deposits-page';

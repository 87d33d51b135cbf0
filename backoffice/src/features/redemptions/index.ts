export { RedemptionsPage } from './components/redemptions-page';

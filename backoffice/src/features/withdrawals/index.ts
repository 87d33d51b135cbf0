export { WithdrawalsPage } from './components/withdrawals-page';
export { DisputesPage } from './components/disputes-page';

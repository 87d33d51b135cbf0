// The security feature's public face: other features use its forms only through this file
// (docs/architecture.md "Remote anatomy").
export { PayoutAccountForm } from './components/payout-account-form';
export { WithdrawalPasswordForm } from './components/withdrawal-password-form';

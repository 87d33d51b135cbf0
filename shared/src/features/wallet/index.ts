export { getBalance, balanceQuery, useBalance, refreshBalance } from './api/get-balance';
export { followSessionBalance, parseServerSentEvents, startBalancePush } from './api/balance-push';

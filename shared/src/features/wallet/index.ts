export { getBalance, balanceQuery, useBalance, refreshBalance } from './api/get-balance';

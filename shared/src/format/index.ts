export { AMOUNT_DECIMALS, formatAmount, maskAmount, currencySymbol } from './amount';

export { AMOUNT_DECIMALS, formatAmount, maskAmount, currencySymbol } from './amount';
export { formatDate, formatDateTime } from './date';
export { numberFormat, dateTimeFormat } from './intl-cache';

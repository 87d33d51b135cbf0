export { getVendors, vendorsQuery, useVendors } from './api/get-vendors';

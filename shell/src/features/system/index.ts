export { getSystemStatus, systemStatusQuery, useSystemStatus } from './api/get-system-status';
export { MaintenancePage } from './components/maintenance-page';
export { BlockedPage } from './components/blocked-page';
export { NotFoundPage } from './components/not-found-page';
export { CustomerServiceLink } from './components/customer-service-link';

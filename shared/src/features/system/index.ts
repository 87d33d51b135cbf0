export { getHelpCenter, helpCenterQuery, useHelpCenter } from './api/get-help-center';
export { getWhitelabel, whitelabelQuery } from './api/get-whitelabel';

export { getHelpCenter, helpCenterQuery, useHelpCenter } from './api/get-help-center';

export { RiskCarePage } from './components/risk-care-page';

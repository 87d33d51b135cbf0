export { CampaignSettingsPage } from './components/campaign-settings-page';

// Each page imports campaigns.css itself: a side-effect import here would be dropped with this re-exporting module.
export { PromotionsCataloguePage, PromotionEditPage } from './components/promotions-catalogue-page';
export { MissionsPage } from './components/missions-page';
export { RewardsPage } from './components/rewards-page';
export { RafflePage } from './components/raffle-page';

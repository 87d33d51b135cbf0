export { LotteryPage } from './components/lottery-page';
export { IssuePage as LotteryIssuePage } from './components/issue-page';

export { DownloadPage } from './components/download-page';
export { AppDownloadModal } from './components/app-download-modal';
export { GamePopup } from './components/game-popup';

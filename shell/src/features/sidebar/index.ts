export { LeftBar } from './components/left-bar';
export { AppDownloadQr } from './components/app-download-qr';

export { NoticeBar } from './components/notice-bar';
export { NoticeModal } from './components/notice-modal';
export { AnnouncementPopup } from './components/announcement-popup';

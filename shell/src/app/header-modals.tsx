import { AuthModal, ChangePasswordModal, ForgotPasswordModal } from '../features/auth';
import { AppDownloadModal, GamePopup } from '../features/download';
import { AnnouncementPopup, NoticeModal } from '../features/notices';
import { RegisterForm, RegisterSuccessModal } from '../features/register';

/** Every header modal of SPEC §2 in one place; each renders only while the UI store says it is open. */
export function HeaderModals() {
  return (
    <>
      <AuthModal registerForm={<RegisterForm mode="popup" />} />
      <ChangePasswordModal />
      <ForgotPasswordModal />
      <AppDownloadModal />
      <NoticeModal />
      <GamePopup />
      <RegisterSuccessModal />
      <AnnouncementPopup />
    </>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { AppDownloadModal, GamePopup } from '../features/download';
import { AnnouncementPopup, NoticeModal } from '../features/notices';
import { RegisterSuccessModal } from '../features/register';
import { useShellUi, type HeaderModal } from '../stores/shell-ui-store';

// The form modals carry react-hook-form, the zod resolvers and the register rules: code home does not
// need until a player opens one. They load on first open (docs/performance.md "What home loads").
const AuthModalWithRegister = lazy(() =>
  Promise.all([import('../features/auth'), import('../features/register')]).then(([auth, register]) => ({
    default: () => <auth.AuthModal registerForm={<register.RegisterForm mode="popup" />} />,
  })),
);
const ChangePasswordModal = lazy(() =>
  import('../features/auth').then((m) => ({ default: m.ChangePasswordModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('../features/auth').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** Renders a lazily loaded modal only while the UI store has that kind open. */
function WhenOpen({
  kind,
  modal: Modal,
}: {
  kind: HeaderModal['kind'];
  modal: LazyExoticComponent<ComponentType>;
}) {
  const open = useShellUi((s) => s.modal?.kind === kind);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  );
}

/** Every header modal of docs/site-rules.md "Screens" in one place; each renders only while the UI store says it is open. */
export function HeaderModals() {
  return (
    <>
      <WhenOpen kind="auth" modal={AuthModalWithRegister} />
      <WhenOpen kind="change-password" modal={ChangePasswordModal} />
      <WhenOpen kind="forgot-password" modal={ForgotPasswordModal} />
      <AppDownloadModal />
      <NoticeModal />
      <GamePopup />
      <RegisterSuccessModal />
      <AnnouncementPopup />
    </>
  );
}

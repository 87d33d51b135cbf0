import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@site/shared';
import { performLogout } from '../lib/perform-logout';

/** "Sign out" menu item: asks for confirmation first (docs/site-rules.md "Screens"). */
export function SignOutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" role="menuitem" className={className} onClick={() => setConfirming(true)}>
        {t('sign_out')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('sign_out')}
        message={t('sign_out_confirm')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          await performLogout(() => navigate('/'));
          setBusy(false);
          setConfirming(false);
          onDone?.();
        }}
      />
    </>
  );
}

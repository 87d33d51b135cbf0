import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, isAgentAccount, useSessionStore, type OverlayRequest } from '@site/shared';
import { useMissionPending } from '../../../api/get-mission-pending';
import { MEMBER_OVERLAYS } from '../../../lib/member-links';

interface AvatarMenuProps {
  go: (request: OverlayRequest) => void;
  /** The sign-out item (owned by the auth feature, composed by the app). */
  signOut: ReactNode;
}

/**
 * Avatar menu (docs/site-rules.md "Screens"): deposit, withdraw, member centre, records, missions with the count of rewards to claim (also on the avatar),
 * agent centre for agent types 1, 2, 41, 42 only, sign out.
 */
export function AvatarMenu({ go, signOut }: AvatarMenuProps) {
  const { t } = useTranslation('header');
  const isAgent = useSessionStore((s) => s.isAgent);
  const nickname = useSessionStore((s) => s.nickname ?? s.account ?? '');
  const missionsToClaim = useMissionPending();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Element;
      // Clicks in a modal (the sign-out confirmation is portalled to <body>) must not close the menu: closing it
      // would unmount the dialog's owner before the click lands.
      if (target.closest?.('.ui-modal-backdrop')) return;
      if (root.current && !root.current.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const missionsBadge = (
    <Badge count={missionsToClaim} label={t('missions_to_claim', { count: missionsToClaim })} />
  );
  const items: { label: string; request: OverlayRequest; badge?: ReactNode }[] = [
    // Deposit and Withdraw first: on a phone the header has no room for their buttons (docs/decisions.md).
    { label: t('deposit'), request: MEMBER_OVERLAYS.deposit },
    { label: t('withdraw'), request: MEMBER_OVERLAYS.withdraw },
    { label: t('member_centre'), request: MEMBER_OVERLAYS.centre },
    { label: t('deposit_record'), request: MEMBER_OVERLAYS.depositRecord },
    { label: t('withdraw_record'), request: MEMBER_OVERLAYS.withdrawRecord },
    { label: t('betting_record'), request: MEMBER_OVERLAYS.bettingRecord },
    { label: t('account_record'), request: MEMBER_OVERLAYS.accountRecord },
    { label: t('missions'), request: MEMBER_OVERLAYS.missions, badge: missionsBadge },
    ...(isAgentAccount(isAgent) ? [{ label: t('agent_centre'), request: MEMBER_OVERLAYS.agentCentre }] : []),
  ];

  return (
    <div className="avatar-menu" ref={root} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar-menu__avatar" aria-hidden="true">
          {nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className="avatar-menu__name">{nickname}</span>
        {missionsBadge}
      </button>
      {open ? (
        <div role="menu" id={menuId} className="avatar-menu__list" aria-label={t('account_menu')}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="avatar-menu__item"
              onClick={() => {
                setOpen(false);
                go(item.request);
              }}
            >
              {item.label}
              {item.badge}
            </button>
          ))}
          {signOut}
        </div>
      ) : null}
    </div>
  );
}

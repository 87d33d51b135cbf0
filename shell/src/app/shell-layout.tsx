import { Suspense, lazy, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Slot } from '@site/shared';
import { removeBootFrame } from '@site/shared/platform';
import { SignOutButton } from '../features/auth';
import { BannerCarousel } from '../features/banners';
import { Footer } from '../features/footer';
import { Header, HeaderTools } from '../features/header';
import { NoticeBar } from '../features/notices';
import { LeftBar } from '../features/sidebar';
import { ChatLauncher, useChatUi } from '../features/chat';
import { HeaderModals } from './header-modals';
import { layoutForPath } from './layout-rules';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { PreviewBadge } from '../federation/preview-badge';

// The chat panel (its stream, list and composer) loads when a player first opens it: the launcher alone is on every
// page (docs/chat.md "Widget").
const ChatPanel = lazy(() =>
  import('../features/chat/components/chat-panel').then((m) => ({ default: m.ChatPanel })),
);

/** Page chrome per route (docs/site-rules.md "Routes" table): header, side bar (normal, forced mini or none), banner, notices, footer. */
export function ShellLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const layout = layoutForPath(pathname);
  // On a phone the side menu is a drawer over the page, so pages without a side bar (the game, /lottery) keep the
  // header's menu button and its drawer: without it a player there had no way to the other games but Back.
  const phone = usePhoneLayout();
  const menu = layout.sidebar === 'normal' || phone;
  const chatOpen = useChatUi((s) => s.open);
  // A page without banners (or one reached before its banners were drawn) keeps no frame of the first screen.
  useLayoutEffect(() => {
    if (!layout.banner) removeBootFrame();
  }, [layout.banner]);
  return (
    <div className={`shell shell--sidebar-${layout.sidebar}${layout.header ? ' shell--tab-bar' : ''}`}>
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      {layout.header ? (
        <Header signOut={<SignOutButton className="avatar-menu__item" />} sidebarToggle={menu} />
      ) : null}
      <div className="shell__body">
        {layout.sidebar !== 'hidden' || menu ? (
          <LeftBar
            forcedMini={layout.sidebar === 'mini'}
            phoneTools={<HeaderTools />}
            chat={(mini) => <ChatLauncher mini={mini} />}
          />
        ) : null}
        <div className="shell__content">
          <main id="main" tabIndex={-1}>
            {layout.banner ? <BannerCarousel group={layout.banner} /> : null}
            {layout.footer ? <NoticeBar /> : null}
            <Outlet />
          </main>
          {layout.footer ? <Footer /> : null}
        </div>
      </div>
      <HeaderModals />
      {chatOpen ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      {/* Mini-game layer of the promotions remote, floating over every shell page. */}
      <Slot name="promotions.red-envelope" />
      <PreviewBadge />
    </div>
  );
}

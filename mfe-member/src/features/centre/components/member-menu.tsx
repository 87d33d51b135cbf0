import {
  ArrowLeft,
  BadgePercent,
  Banknote,
  ChartLine,
  Crown,
  Gift,
  History,
  type LucideIcon,
  Mail,
  Send,
  ShieldCheck,
  Star,
  Target,
  UserPlus,
  Wallet,
  ArrowLeftRight,
  Dices,
  ArrowDownToLine,
  ArrowUpFromLine,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberPage, OverlayParams } from '@site/shared';

/** One tile of the member centre's menu: a page, with the params it opens with (the two money records). */
export interface MenuEntry {
  page: MemberPage;
  params?: OverlayParams;
  /** Key of the label in the member namespace. */
  label: string;
  icon: LucideIcon;
}

/**
 * The member centre's pages in four groups, money first (docs/decisions.md "Phone navigation"). Every page of the
 * overlay is here, so any page is two taps from any other: the menu, then the page.
 */
export const MENU_GROUPS: { key: 'funds' | 'records' | 'rewards' | 'account'; entries: MenuEntry[] }[] = [
  {
    key: 'funds',
    entries: [
      { page: 'depositv2', label: 'overlay.pages.depositv2', icon: Wallet },
      { page: 'withdraw', label: 'overlay.pages.withdraw', icon: Banknote },
      { page: 'transferFund', label: 'overlay.pages.transferFund', icon: ArrowLeftRight },
      { page: 'transferUpline', label: 'overlay.pages.transferUpline', icon: Send },
    ],
  },
  {
    key: 'records',
    entries: [
      {
        page: 'transactionHistory',
        params: { type: 'deposit' },
        label: 'menu.depositRecord',
        icon: ArrowDownToLine,
      },
      {
        page: 'transactionHistory',
        params: { type: 'withdraw' },
        label: 'menu.withdrawRecord',
        icon: ArrowUpFromLine,
      },
      { page: 'personalHistoryCopy', label: 'overlay.pages.personalHistoryCopy', icon: Dices },
      { page: 'transactionHistory', label: 'overlay.pages.transactionHistory', icon: History },
      { page: 'personalProfit', label: 'overlay.pages.personalProfit', icon: ChartLine },
    ],
  },
  {
    key: 'rewards',
    entries: [
      { page: 'rewardCenter', label: 'overlay.pages.rewardCenter', icon: Star },
      { page: 'bonusDetails', label: 'overlay.pages.bonusDetails', icon: Gift },
      { page: 'missionLeaderboard', label: 'overlay.pages.missionLeaderboard', icon: Target },
      { page: 'manualRebate', label: 'overlay.pages.manualRebate', icon: BadgePercent },
      { page: 'referral', label: 'overlay.pages.referral', icon: UserPlus },
      { page: 'vipRank', label: 'overlay.pages.vipRank', icon: Crown },
    ],
  },
  {
    key: 'account',
    entries: [
      { page: 'securityCenter', label: 'overlay.pages.securityCenter', icon: ShieldCheck },
      { page: 'messageV2', label: 'overlay.pages.messageV2', icon: Mail },
    ],
  },
];

type Navigate = (page: MemberPage, params?: OverlayParams) => void;

/** The menu page (`memberCentre`): a grid of every page with its icon, grouped. */
export function MemberMenu({ navigate }: { navigate: Navigate }) {
  const { t } = useTranslation('member');
  return (
    <nav aria-label={t('menu.label')} className="member-menu">
      {MENU_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`member-menu-${group.key}`}>
          <h3 id={`member-menu-${group.key}`} className="member-menu__heading">
            {t(`menu.groups.${group.key}`)}
          </h3>
          <ul className="member-menu__grid">
            {group.entries.map((entry) => {
              const Glyph = entry.icon;
              return (
                <li key={entry.label}>
                  <button
                    type="button"
                    className="member-menu__tile"
                    onClick={() => navigate(entry.page, entry.params)}
                  >
                    <Glyph size={24} aria-hidden="true" focusable="false" />
                    <span>{t(entry.label)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** Above every other page: back to the menu (one tap), whence every page is one more. */
export function BackToMenu({ navigate }: { navigate: Navigate }) {
  const { t } = useTranslation('member');
  return (
    <button type="button" className="member-menu__back" onClick={() => navigate('memberCentre')}>
      <ArrowLeft size={20} aria-hidden="true" focusable="false" />
      <span>{t('menu.back')}</span>
    </button>
  );
}

/** The page's title: the two money records are the account record filtered, named as the menu names them. */
export function pageTitleKey(page: MemberPage, params: OverlayParams): string {
  if (page === 'memberCentre') return 'pages.memberCentre';
  if (page === 'transactionHistory' && (params.type === 'deposit' || params.type === 'withdraw'))
    return `menu.${params.type}Record`;
  return `overlay.pages.${page}`;
}

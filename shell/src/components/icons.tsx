import {
  Banknote,
  Bird,
  Cherry,
  ChevronRight,
  CircleDot,
  Crown,
  Dices,
  Download,
  Eye,
  EyeOff,
  Fish,
  Flame,
  Gamepad2,
  Grid3x3,
  Headset,
  Heart,
  House,
  Mail,
  Menu,
  Moon,
  Percent,
  RefreshCw,
  Spade,
  Star,
  Sun,
  Ticket,
  Trophy,
  Tv,
  UserRound,
  Wallet,
  type LucideIcon,
  MessagesSquare,
} from 'lucide-react';

// The shell's icon set (lucide-react, tree-shaken: only these icons are bundled). Icons are decoration: each sits
// next to text or inside a control that carries the accessible name, so every one is hidden from assistive tech.
export const ICONS = {
  menu: Menu,
  home: House,
  download: Download,
  service: Headset,
  dark: Moon,
  light: Sun,
  invite: Mail,
  vip: Crown,
  rewards: Star,
  hot: Flame,
  favourites: Heart,
  promotions: Percent,
  expand: ChevronRight,
  show: Eye,
  hide: EyeOff,
  refresh: RefreshCw,
  deposit: Wallet,
  withdraw: Banknote,
  member: UserRound,
  chat: MessagesSquare,
} satisfies Record<string, LucideIcon>;

/** One icon per game category of the side menu (game types of the vendor mapping). */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  RNG: Cherry,
  LIVE: Tv,
  PVP: Spade,
  FISH: Fish,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  INHOUSE: Dices,
  COCKFIGHT: Bird,
  BINGO: Grid3x3,
  LOTT: Ticket,
  ELOTT: CircleDot,
};

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Glyph = ICONS[name];
  return <Glyph size={size} aria-hidden="true" focusable="false" />;
}

export function CategoryIcon({ gameType, size = 20 }: { gameType: string; size?: number }) {
  const Glyph = CATEGORY_ICONS[gameType.toUpperCase()] ?? Dices;
  return <Glyph size={size} aria-hidden="true" focusable="false" />;
}

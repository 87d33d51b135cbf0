/**
 * Deterministic demo catalogue: the same vendors and games on every start, so seeds are
 * idempotent and tests/benchmarks can name games. Every game is served by the demo vendor.
 */

export interface VendorSeed {
  vassalage: string;
  gameType: string;
  displayName: string;
  accountTypeName: string;
  sortOrder: number;
  maintenance: boolean;
  isNewVendor: boolean;
}

export interface GameSeed {
  gameId: string;
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameName: string;
  supportPlay: number;
  isNew: boolean;
  hotRank: number | null;
  popularity: number;
  sortOrder: number;
}

type VendorSpec = [code: string, name: string, count: number, classifies: string[]];

/** game type → vendors; counts chosen so RNG has > 40 pages of 42 (benchmarked page 40). */
const VENDORS: Record<string, VendorSpec[]> = {
  RNG: [
    ['PG', 'PG Soft', 190, ['SLOT', 'TABLE']],
    ['PP', 'Pragmatic Play', 200, ['SLOT', 'JACKPOT', 'MEGAWAYS']],
    ['JILI', 'JILI', 160, ['SLOT', 'TABLE']],
    ['CQ9', 'CQ9', 150, ['SLOT', 'ARCADE']],
    ['JDB', 'JDB', 140, ['SLOT', 'ARCADE']],
    ['HABA', 'Habanero', 130, ['SLOT', 'TABLE']],
    ['SPADE', 'Spadegaming', 120, ['SLOT']],
    ['RTG', 'Red Tiger', 120, ['SLOT', 'JACKPOT']],
    ['NLC', 'Nolimit City', 100, ['SLOT', 'MEGAWAYS']],
    ['BNG', 'Booongo', 110, ['SLOT']],
    ['FC', 'Fa Chai', 100, ['SLOT', 'ARCADE']],
    ['KA', 'KA Gaming', 120, ['SLOT', 'TABLE']],
    ['PLS', 'Playstar', 90, ['SLOT']],
    ['MG', 'Microgaming', 110, ['SLOT', 'JACKPOT']],
  ],
  LIVE: [
    ['EVO', 'Evolution', 40, ['BACCARAT', 'ROULETTE', 'GAMESHOW']],
    ['SEXY', 'AE Sexy', 25, ['BACCARAT', 'DRAGONTIGER']],
    ['DG', 'Dream Gaming', 25, ['BACCARAT', 'SICBO']],
    ['SA', 'SA Gaming', 25, ['BACCARAT', 'ROULETTE']],
    ['WM', 'WM Casino', 20, ['BACCARAT']],
    ['ALLBET', 'Allbet', 20, ['BACCARAT', 'SICBO']],
  ],
  FISH: [
    ['JILIF', 'JILI Fishing', 25, ['FISH']],
    ['JDBF', 'JDB Fishing', 20, ['FISH']],
    ['CQ9F', 'CQ9 Fishing', 18, ['FISH']],
    ['FCF', 'Fa Chai Fishing', 15, ['FISH']],
  ],
  PVP: [
    ['KY', 'Kaiyuan', 40, ['POKER', 'MAHJONG']],
    ['V8', 'V8 Poker', 30, ['POKER']],
    ['LEG', 'Leg Poker', 30, ['POKER', 'CARD']],
    ['TH', 'Tianhao', 25, ['CARD']],
  ],
  SPORTS: [
    ['SABA', 'SABA Sports', 3, ['SPORTS']],
    ['CMD', 'CMD368', 3, ['SPORTS']],
    ['BTI', 'BTi Sports', 3, ['SPORTS']],
    ['SBO', 'SBOBET', 3, ['SPORTS']],
  ],
  ESPORTS: [
    ['AV', 'AV Esports', 1, ['ESPORTS']],
    ['AI', 'AI Esports', 1, ['ESPORTS']],
    ['IMES', 'IM Esports', 1, ['ESPORTS']],
    ['TF', 'TF Gaming', 1, ['ESPORTS']],
    ['IA', 'IA Esports', 1, ['ESPORTS']],
  ],
  LOTT: [
    ['TCG', 'TCG Lottery', 15, ['LOTTO']],
    ['GPI', 'GPI Keno', 8, ['KENO']],
  ],
  ELOTT: [
    ['VR', 'VR Lottery', 20, ['ELOTT']],
    ['SGW', 'SGWin', 15, ['ELOTT']],
  ],
  COCKFIGHT: [
    ['DS88', 'DS88 Sabong', 2, ['COCKFIGHT']],
    ['SV388', 'SV388', 2, ['COCKFIGHT']],
  ],
  INHOUSE: [['HOUSE', 'House Originals', 12, ['DICE', 'CRASH', 'MINES']]],
};

/** Bingo vendors: RNG games found through the EBINGO classification. */
const BINGO_VENDORS: VendorSpec[] = [
  ['BBIN', 'Bingo Bonanza', 30, ['EBINGO']],
  ['MINI', 'Mini Bingo', 30, ['EBINGO']],
];

/** Vendors shipped in maintenance so the 'Game maintenance' path is visible and testable. */
const MAINTENANCE = new Set(['SV388']);
const NEW_VENDORS = new Set(['NLC', 'FC']);

const WORDS_A = [
  'Golden',
  'Lucky',
  'Dragon',
  'Mystic',
  'Wild',
  'Royal',
  'Fortune',
  'Jade',
  'Crystal',
  'Thunder',
  'Phoenix',
  'Tiger',
  'Ocean',
  'Neon',
  'Samurai',
  'Aztec',
  'Pirate',
  'Candy',
  'Sun',
  'Moon',
];
const WORDS_B = [
  'Treasure',
  'Riches',
  'Legend',
  'Empire',
  'Gems',
  'Spins',
  'Fever',
  'Quest',
  'Kingdom',
  'Palace',
  'Blaze',
  'Rush',
  'Party',
  'Temple',
  'Storm',
  'Garden',
  'Vault',
  'Fruits',
  'Hunter',
  'Nights',
];

/** Mulberry32: tiny seeded PRNG; only for catalogue data, never for outcomes. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gameName(rand: () => number, type: string, i: number): string {
  const a = WORDS_A[Math.floor(rand() * WORDS_A.length)] ?? 'Lucky';
  const b = WORDS_B[Math.floor(rand() * WORDS_B.length)] ?? 'Spins';
  if (type === 'SPORTS' || type === 'ESPORTS' || type === 'COCKFIGHT')
    return `${a} ${type === 'COCKFIGHT' ? 'Arena' : 'Sportsbook'} ${i + 1}`;
  return `${a} ${b}${i >= 40 ? ` ${Math.floor(i / 40) + 1}` : ''}`;
}

export interface Catalogue {
  vendors: VendorSeed[];
  games: GameSeed[];
}

export function generateCatalogue(): Catalogue {
  const rand = seeded(20261122);
  const vendors: VendorSeed[] = [];
  const games: GameSeed[] = [];
  let nodeId = 1000;
  let vendorOrder = 0;
  const entries: [string, VendorSpec[]][] = [...Object.entries(VENDORS), ['RNG', BINGO_VENDORS]];
  for (const [gameType, specs] of entries) {
    for (const [code, name, count, classifies] of specs) {
      vendorOrder += 1;
      vendors.push({
        vassalage: code,
        gameType,
        displayName: name,
        accountTypeName: `${code}_${gameType}`,
        sortOrder: vendorOrder,
        maintenance: MAINTENANCE.has(code),
        isNewVendor: NEW_VENDORS.has(code),
      });
      for (let i = 0; i < count; i += 1) {
        nodeId += 1;
        const classify = classifies[i % classifies.length] ?? 'SLOT';
        games.push({
          gameId: `${code}-${gameType}-${String(i + 1).padStart(4, '0')}`,
          nodeId,
          vassalage: code,
          gameType,
          gameClassify: classify,
          gameName: gameName(rand, gameType, i),
          // Roughly a third offer a free trial; sports/lottery never do (they are lobbies).
          supportPlay: ['RNG', 'FISH', 'INHOUSE', 'PVP'].includes(gameType) && rand() < 0.35 ? 0 : 1,
          isNew: rand() < 0.08,
          hotRank: rand() < 0.04 ? Math.floor(rand() * 100) + 1 : null,
          popularity: Math.floor(rand() * 100000),
          sortOrder: i + 1,
        });
      }
    }
  }
  for (const game of games) {
    const fixed = FIXED.get(game.gameId);
    if (fixed) Object.assign(game, fixed);
  }
  return { vendors, games };
}

/** Games the e2e tests, the featured tiles and the docs name: kept stable regardless of the PRNG. */
const FIXED = new Map<string, Partial<GameSeed>>([
  ['PG-RNG-0001', { supportPlay: 0, gameName: 'Demo Fortune Slot', hotRank: 1 }],
  ['PG-RNG-0002', { supportPlay: 1, gameName: 'Demo Paid Slot', hotRank: 2 }],
  ['HOUSE-INHOUSE-0001', { supportPlay: 0, gameName: 'Fair Dice', gameClassify: 'DICE' }],
  ['KY-PVP-0001', { gameName: 'Texas Holdem', supportPlay: 0 }],
  ['KY-PVP-0002', { gameName: 'Blackjack Table', supportPlay: 1 }],
]);
export const FEATURED_CARD_GAMES = ['KY-PVP-0001', 'KY-PVP-0002'] as const;

// Games and schedules as data (docs/lottery.md "Games"). Vietnamese provinces are listed per weekday as DOMAIN.md
// gives them (provinces were merged in 2025: change this table, not code). Weekdays: 1 = Monday … 7 = Sunday.

export type LotteryGroup = 'VN_SOUTH' | 'VN_CENTRAL' | 'VN_NORTH' | 'KENO' | 'FAST';

/** What one draw produces. */
export type OutcomeShape =
  | { kind: 'pick'; count: number; min: number; max: number }
  | { kind: 'digits'; digits: number }
  /** Vietnamese result sheet: prize tiers in printed order, each a number of tickets of `digits` digits. */
  | { kind: 'vn'; tiers: ReadonlyArray<{ tier: string; count: number; digits: number }> };

export type ScheduleRule =
  /** One draw at a local wall time on the listed weekdays. */
  | { kind: 'daily'; weekdays: readonly number[]; drawTime: string }
  /** A draw every `cadenceSeconds`, counted from local midnight. */
  | { kind: 'interval'; cadenceSeconds: number };

export interface LotteryGameDef {
  gameCode: string;
  name: string;
  group: LotteryGroup;
  /** Vendor code the start-lottery routing rule reads (docs/product.md "Flows"): TCG_LOTTO_VN → /vnLottery, GPI/ELOTT → /lottery. */
  vendor: string;
  timeZone: string;
  schedule: ScheduleRule;
  outcome: OutcomeShape;
  /** Betting locks this many seconds before the draw (capped at half the cadence for fast games). */
  lockSeconds: number;
}

const VN_TZ = 'Asia/Ho_Chi_Minh';
export const DEFAULT_LOCK_SECONDS = 30;

/** South/central sheet: 18 numbers per station, G8 (2 digits) … special prize (6 digits). */
const SOUTH_CENTRAL_TIERS = [
  { tier: 'G8', count: 1, digits: 2 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'DB', count: 1, digits: 6 },
] as const;

/** North sheet: 27 numbers a day, special prize (5 digits) … G7 (2 digits). */
const NORTH_TIERS = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
] as const;

/** Province → weekdays it draws (south 16:15, central 17:15 local). */
const SOUTH: Record<string, { name: string; weekdays: number[] }> = {
  HCM: { name: 'TP.HCM', weekdays: [1, 6] },
  DTHAP: { name: 'Đồng Tháp', weekdays: [1] },
  CMAU: { name: 'Cà Mau', weekdays: [1] },
  BTRE: { name: 'Bến Tre', weekdays: [2] },
  VTAU: { name: 'Vũng Tàu', weekdays: [2] },
  BLIEU: { name: 'Bạc Liêu', weekdays: [2] },
  DNAI: { name: 'Đồng Nai', weekdays: [3] },
  CTHO: { name: 'Cần Thơ', weekdays: [3] },
  STRANG: { name: 'Sóc Trăng', weekdays: [3] },
  TNINH: { name: 'Tây Ninh', weekdays: [4] },
  AGIANG: { name: 'An Giang', weekdays: [4] },
  BTHUAN: { name: 'Bình Thuận', weekdays: [4] },
  VLONG: { name: 'Vĩnh Long', weekdays: [5] },
  BDUONG: { name: 'Bình Dương', weekdays: [5] },
  TVINH: { name: 'Trà Vinh', weekdays: [5] },
  LAN: { name: 'Long An', weekdays: [6] },
  BPHUOC: { name: 'Bình Phước', weekdays: [6] },
  HGIANG: { name: 'Hậu Giang', weekdays: [6] },
  TGIANG: { name: 'Tiền Giang', weekdays: [7] },
  KGIANG: { name: 'Kiên Giang', weekdays: [7] },
  DLAT: { name: 'Đà Lạt', weekdays: [7] },
};

const CENTRAL: Record<string, { name: string; weekdays: number[] }> = {
  PYEN: { name: 'Phú Yên', weekdays: [1] },
  HUE: { name: 'Huế', weekdays: [1, 7] },
  DLAK: { name: 'Đắk Lắk', weekdays: [2] },
  QNAM: { name: 'Quảng Nam', weekdays: [2] },
  DNANG: { name: 'Đà Nẵng', weekdays: [3, 6] },
  KHOA: { name: 'Khánh Hòa', weekdays: [3, 7] },
  BDINH: { name: 'Bình Định', weekdays: [4] },
  QTRI: { name: 'Quảng Trị', weekdays: [4] },
  QBINH: { name: 'Quảng Bình', weekdays: [4] },
  GLAI: { name: 'Gia Lai', weekdays: [5] },
  NTHUAN: { name: 'Ninh Thuận', weekdays: [5] },
  QNGAI: { name: 'Quảng Ngãi', weekdays: [6] },
  DNONG: { name: 'Đắk Nông', weekdays: [6] },
  KTUM: { name: 'Kon Tum', weekdays: [7] },
};

function vnProvinces(
  group: 'VN_SOUTH' | 'VN_CENTRAL',
  prefix: string,
  provinces: Record<string, { name: string; weekdays: number[] }>,
  drawTime: string,
): LotteryGameDef[] {
  return Object.entries(provinces).map(([code, p]) => ({
    gameCode: `${prefix}_${code}`,
    name: p.name,
    group,
    vendor: 'TCG_LOTTO_VN',
    timeZone: VN_TZ,
    schedule: { kind: 'daily', weekdays: p.weekdays, drawTime },
    outcome: { kind: 'vn', tiers: SOUTH_CENTRAL_TIERS },
    lockSeconds: DEFAULT_LOCK_SECONDS,
  }));
}

const KENO_OUTCOME: OutcomeShape = { kind: 'pick', count: 20, min: 1, max: 80 };

export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  ...vnProvinces('VN_SOUTH', 'VNS', SOUTH, '16:15'),
  ...vnProvinces('VN_CENTRAL', 'VNC', CENTRAL, '17:15'),
  {
    gameCode: 'VNN_HN',
    name: 'Miền Bắc',
    group: 'VN_NORTH',
    vendor: 'TCG_LOTTO_VN',
    timeZone: VN_TZ,
    schedule: { kind: 'daily', weekdays: [1, 2, 3, 4, 5, 6, 7], drawTime: '18:15' },
    outcome: { kind: 'vn', tiers: NORTH_TIERS },
    lockSeconds: DEFAULT_LOCK_SECONDS,
  },
  ...[1, 3, 5].map((minutes): LotteryGameDef => ({
    gameCode: `KENO_${minutes}M`,
    name: `Keno ${minutes} min`,
    group: 'KENO',
    vendor: 'GPI',
    timeZone: VN_TZ,
    schedule: { kind: 'interval', cadenceSeconds: minutes * 60 },
    outcome: KENO_OUTCOME,
    lockSeconds: DEFAULT_LOCK_SECONDS,
  })),
  {
    gameCode: 'FAST3_1M',
    name: 'Fast 3D',
    group: 'FAST',
    vendor: 'ELOTT',
    timeZone: VN_TZ,
    schedule: { kind: 'interval', cadenceSeconds: 60 },
    outcome: { kind: 'digits', digits: 3 },
    lockSeconds: DEFAULT_LOCK_SECONDS,
  },
  {
    gameCode: 'FAST5_3M',
    name: 'Fast 5D',
    group: 'FAST',
    vendor: 'ELOTT',
    timeZone: VN_TZ,
    schedule: { kind: 'interval', cadenceSeconds: 180 },
    outcome: { kind: 'digits', digits: 5 },
    lockSeconds: DEFAULT_LOCK_SECONDS,
  },
];

export function findLotteryGame(gameCode: string): LotteryGameDef | undefined {
  return LOTTERY_GAMES.find((g) => g.gameCode === gameCode);
}

import {
  balanceResultSchema,
  featureFlagSchema,
  gameDtoSchema,
  helpTopicSchema,
  launchResultSchema,
  vendorMappingSchema,
  whitelabelSchema,
  winnersResultSchema,
  type GameDto,
} from '@site/shared/schemas';
import { z } from 'zod';

/**
 * The lobby's API fixtures, each parsed at definition by the schema the client parses the real
 * answer with (and the server's answers are tested against: server/test/games/answer-shapes.test.ts).
 * A fixture that drifts from the server's shape throws here and fails every test that uses it.
 */
export function makeGame(i: number, patch: Partial<GameDto> = {}): GameDto {
  const gameId = `PG-RNG-${String(i).padStart(4, '0')}`;
  return gameDtoSchema.parse({
    gameId,
    nodeId: 1000 + i,
    gameName: `Game ${i}`,
    nodeName: `Game ${i}`,
    displayName: `Game ${i}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    iconUrl: `/wps/assets/games/${gameId}.svg`,
    icon: '',
    showIcon: '',
    lagerIcon: '',
    supportPlay: 1,
    isNew: 0,
    type: 'game',
    ...patch,
  });
}

export const VENDORS = vendorMappingSchema.element.shape.vendors.parse([
  {
    vassalage: 'PG',
    accountTypeName: 'PG_RNG',
    displayName: 'PG Soft',
    maintenance: false,
    isGame: 'GAME',
    gameClassify: [
      { key: 'SLOT', displayName: 'SLOT' },
      { key: 'TABLE', displayName: 'TABLE' },
    ],
  },
  {
    vassalage: 'PP',
    accountTypeName: 'PP_RNG',
    displayName: 'Pragmatic',
    maintenance: false,
    isGame: 'GAME',
    gameClassify: [{ key: 'SLOT', displayName: 'SLOT' }],
  },
]);

export const HOME_VENDORS = vendorMappingSchema.parse([
  {
    gameType: 'RNG',
    vendors: [
      {
        vassalage: 'PG',
        accountTypeName: 'x',
        displayName: 'PG Soft',
        maintenance: false,
        isGame: 'GAME',
        gameClassify: [],
      },
    ],
  },
]);

export const WINNERS = winnersResultSchema.parse({
  list: [
    { vo: { customerName: 'de***o', gameName: 'Demo Paid Slot', winAmount: 12.5, gameId: 'PG-RNG-0002' } },
  ],
});

export const HELP_TOPICS = z
  .array(helpTopicSchema)
  .parse([1, 2, 3, 4, 5].map((id) => ({ id, title: `Topic ${id}`, content: `<p>Answer ${id}</p>` })));

export const LAUNCH_RESULT = launchResultSchema.parse({
  game_url: '/vendor-demo/play?token=abc',
  trial: false,
});

export const BALANCE = balanceResultSchema.parse({ sumBalance: 42.5, currency: 'PHP', wallets: [] });

/** A whitelabel answer whose resources carry the two app downloads (docs/site-rules.md "Data" resources). */
export const WHITELABEL_WITH_APPS = whitelabelSchema.parse({
  merchantCode: 'DEMO',
  currency: 'PHP',
  modules: [],
  flags: Object.fromEntries(featureFlagSchema.options.map((flag) => [flag, false])),
  resources: [
    {
      key: 'app_android',
      url: '/down?os=android',
      qrCodeUrl: 'https://example.test/a.apk',
      labelNameEn: 'Android',
    },
    { key: 'app_ios', url: '/down?os=ios', qrCodeUrl: 'https://example.test/ios', labelNameEn: 'iOS' },
  ],
  customerService: [],
  analyticsId: '',
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '127.0.0.1', country: 'PH' },
  status: 0,
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  defaultLanguage: 'en',
  languages: [],
  ageLimit: 18,
});

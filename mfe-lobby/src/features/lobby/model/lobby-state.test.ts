import {
  classifyOptions,
  initialLobbyState,
  lobbyReducer,
  toListParams,
  type LobbyState,
} from './lobby-state';

const rng = { key: 'rng', gameType: 'RNG' };
const bingo = { key: 'bingo', gameType: '' };
const live = { key: 'live', gameType: 'LIVE' };

function paged(state: LobbyState, pageNo: number): LobbyState {
  return { ...state, pageNo, append: true };
}

describe('lobby state rules (docs/site-rules.md "Flows")', () => {
  it('starts on the game list, page 1, classify ALL (EBINGO for bingo)', () => {
    expect(initialLobbyState(rng)).toMatchObject({
      listType: 'game',
      pageNo: 1,
      classify: 'ALL',
      vendor: '',
      search: '',
    });
    expect(initialLobbyState(bingo).classify).toBe('EBINGO');
  });

  it('changing the list type clears the list and resets to page 1; tapping the active one returns to game', () => {
    const hot = lobbyReducer(paged(initialLobbyState(rng), 3), { type: 'listType', listType: 'hot' });
    expect(hot).toMatchObject({ listType: 'hot', pageNo: 1, append: false });
    expect(lobbyReducer(hot, { type: 'listType', listType: 'hot' }).listType).toBe('game');
  });

  it('choosing a vendor resets filters and returns to game; choosing it again clears it', () => {
    const busy: LobbyState = {
      ...paged(initialLobbyState(rng), 4),
      listType: 'recent',
      classify: 'JACKPOT',
      search: 'dragon',
    };
    const chosen = lobbyReducer(busy, { type: 'vendor', vendor: 'PG' });
    expect(chosen).toMatchObject({
      vendor: 'PG',
      listType: 'game',
      classify: 'ALL',
      search: '',
      pageNo: 1,
      append: false,
    });
    expect(lobbyReducer(chosen, { type: 'vendor', vendor: 'PG' }).vendor).toBe('');
    expect(lobbyReducer(chosen, { type: 'vendor', vendor: 'PP' }).vendor).toBe('PP');
  });

  it('search trims, sets the type to game and restarts at page 1', () => {
    const state = lobbyReducer(
      { ...paged(initialLobbyState(rng), 2), listType: 'hot' },
      { type: 'search', text: '  lucky  ' },
    );
    expect(state).toMatchObject({ search: 'lucky', listType: 'game', pageNo: 1, append: false });
  });

  it('changing the classification resets the list to page 1', () => {
    expect(
      lobbyReducer(paged(initialLobbyState(rng), 5), { type: 'classify', classify: 'NEW' }),
    ).toMatchObject({ classify: 'NEW', pageNo: 1, append: false });
  });

  it('load-more appends and increases the page, and does nothing past the last page', () => {
    const next = lobbyReducer(initialLobbyState(rng), { type: 'loadMore', totalPages: 2 });
    expect(next).toMatchObject({ pageNo: 2, append: true });
    expect(lobbyReducer(next, { type: 'loadMore', totalPages: 2 })).toBe(next);
  });

  it('reset (path, vendor list or language change) restores every default', () => {
    const dirty: LobbyState = {
      ...paged(initialLobbyState(rng), 3),
      vendor: 'PG',
      classify: 'SLOT',
      search: 'x',
      listType: 'fav',
    };
    expect(lobbyReducer(dirty, { type: 'reset', category: bingo })).toEqual(initialLobbyState(bingo));
  });

  it('offers NEW only on RNG and keeps vendor-derived classifications', () => {
    expect(classifyOptions(rng, ['SLOT', 'TABLE'])).toEqual(['ALL', 'NEW', 'SLOT', 'TABLE']);
    expect(classifyOptions(live, ['BACCARAT', 'SICBO'])).toEqual(['ALL', 'BACCARAT', 'SICBO']);
    expect(classifyOptions(bingo, ['EBINGO'])).toEqual(['EBINGO']);
  });

  it('maps to the docs/site-rules.md "Calls" parameters: empty type/vendor for bingo, empty classify for ALL/NEW, isNew for NEW', () => {
    expect(toListParams({ ...initialLobbyState(bingo), vendor: 'BBIN' })).toEqual({
      gameType: '',
      vassalage: '',
      gameClassify: 'EBINGO',
      gameName: '',
      pageSize: 42,
      pageNo: 1,
    });
    expect(toListParams({ ...initialLobbyState(rng), classify: 'NEW' })).toMatchObject({
      gameType: 'RNG',
      gameClassify: '',
      isNew: '1',
    });
    expect(toListParams({ ...initialLobbyState(rng), classify: 'ALL' })).not.toHaveProperty('isNew');
    expect(toListParams({ ...initialLobbyState(rng), classify: 'JACKPOT', vendor: 'PP' })).toMatchObject({
      gameClassify: 'JACKPOT',
      vassalage: 'PP',
    });
  });
});

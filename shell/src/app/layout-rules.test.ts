import { guardRedirect, layoutForPath } from './layout-rules';

describe('layoutForPath', () => {
  it.each(['/lottery', '/seamless', '/game'])('%s gets the header only', (path) => {
    const layout = layoutForPath(path);
    expect(layout.header).toBe(true);
    expect(layout.footer).toBe(false);
    expect(layout.banner).toBeNull();
  });

  it('forces the side bar to mini on /seamless only', () => {
    expect(layoutForPath('/seamless').sidebar).toBe('mini');
    expect(layoutForPath('/game').sidebar).toBe('hidden');
    expect(layoutForPath('/').sidebar).toBe('normal');
  });

  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/hot', 'home'],
    ['/fav', 'home'],
    ['/elott', 'lottery'],
    ['/down', 'download'],
    ['/pointMall', 'shop'],
    ['/promotions', 'promotion'],
    ['/help', 'w_help'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
    ['/inhouse', 'inhouse'],
  ])('%s shows banner group %s', (path, group) => {
    expect(layoutForPath(path).banner).toBe(group);
  });

  it('has no banner on pages without a group', () => {
    expect(layoutForPath('/providers').banner).toBeNull();
  });
});

describe('guardRedirect (login required for home)', () => {
  it('does nothing when the flag is off or a token exists', () => {
    expect(guardRedirect('/', false, false)).toBeNull();
    expect(guardRedirect('/', true, true)).toBeNull();
  });
  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/reset-password'])(
    'lets a visitor reach %s',
    (path) => {
      expect(guardRedirect(path, true, false)).toBeNull();
    },
  );
  it.each(['/', '/home', '/live', '/help', '/down', '/promotions'])(
    'sends a visitor on %s to /login',
    (path) => {
      expect(guardRedirect(path, true, false)).toBe('/login');
    },
  );
});

import { deflateSync } from 'node:zlib';
import { bannerSchema } from '@site/shared/schemas';
import { adminBannerListSchema, adminBannerSchema, type AdminBanner } from '@site/shared/schemas/operator';
import { call } from '../helpers/accounts';
import { contentDesk } from '../helpers/staff';

/** A real PNG of one colour (what a content editor uploads), made here so the test needs no file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const upload = (bytes: Buffer, mimeType = 'image/png') => ({ mimeType, data: bytes.toString('base64') });

/**
 * Banners in the back office (docs/back-office.md "Content"): uploaded pictures checked and served from the
 * database at an immutable URL, a schedule home follows at the server's clock (the dev clock on a test site), the
 * order within a group; every change permissioned and audited.
 */
describe('banners desk', () => {
  const desk = contentDesk('marketing');

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = desk.editor) =>
    call(desk.app, { method, url, headers, ...(payload ? { payload } : {}) });
  const create = (payload: object, headers = desk.editor) =>
    send('POST', '/wps/admin/content/banners', payload, headers);
  const list = async () =>
    adminBannerListSchema.parse(
      (await call(desk.app, { method: 'GET', url: '/wps/admin/content/banners', headers: desk.editor })).body
        .value,
    );
  const home = async (group = 'promotion') =>
    bannerSchema
      .array()
      .parse((await call(desk.app, { method: 'GET', url: `/wps/system/banners?group=${group}` })).body.value);
  const auditRows = (action: string) =>
    desk.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('lists every group with schedule and state; the seeded banners are live with their artwork', async () => {
    const { items, now } = await list();
    expect(Date.parse(now)).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((b) => b.state === 'live' && !b.uploaded && b.startsAt === null)).toBe(true);
    expect(items[0]!.imageUrl).toMatch(/^\/wps\/assets\/banners\/\d+\.svg$/);
    expect(new Set(items.map((b) => b.group)).size).toBeGreaterThan(1);
  });

  it('refuses bad input with 400 and its codes, a role without the permission with 403, and writes no row', async () => {
    const base = { group: 'promotion', title: 'Bad one' };
    expect((await create({ ...base, group: 'nowhere' })).status).toBe(400);
    expect((await create({ ...base, title: '' })).status).toBe(400);
    expect((await create({ ...base, linkageType: 'URL', linkage: 'javascript:alert(1)' })).status).toBe(400);
    expect((await create({ ...base, linkageType: 'NONE', linkage: '/promotions' })).status).toBe(400);
    const backwards = await create({
      ...base,
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await create({ ...base, image: { mimeType: 'image/png', data: 'not base64!' } })).status).toBe(
      400,
    );

    const big = await create({
      ...base,
      image: upload(Buffer.concat([png(2, 2, [1, 2, 3]), Buffer.alloc(1024 * 1024)])),
    });
    expect([big.status, big.body.code, big.body.value]).toEqual([
      413,
      'CONTENT_IMAGE_TOO_LARGE',
      expect.objectContaining({ maxBytes: 1024 * 1024 }),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await create({ ...base, image: upload(svg, 'image/svg+xml') })).body.code).toBe(
      'CONTENT_IMAGE_TYPE',
    );
    // A PNG's name on other bytes, and a PNG sent as a JPEG, are refused too: the bytes decide.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const renamed = await create({ ...base, image: upload(html) });
    expect([renamed.status, renamed.body.code]).toEqual([415, 'CONTENT_IMAGE_TYPE']);
    expect((await create({ ...base, image: upload(png(2, 2, [0, 0, 0]), 'image/jpeg') })).status).toBe(415);

    expect((await create(base, desk.support)).status).toBe(403);
    expect(
      (await call(desk.app, { method: 'GET', url: '/wps/admin/content/banners', headers: desk.support }))
        .status,
    ).toBe(403);
    expect((await send('PATCH', '/wps/admin/content/banners/999999', { title: 'x' })).body.code).toBe(
      'CONTENT_BANNER_NOT_FOUND',
    );
    expect((await send('PATCH', '/wps/admin/content/banners/1', {})).status).toBe(400);
    expect(await auditRows('banner.create')).toEqual([]);
    expect(await auditRows('banner.edit')).toEqual([]);
  });

  it('creates a banner with a picture, audited; the picture is served at an immutable URL', async () => {
    const picture = png(120, 40, [200, 30, 60]);
    const res = await create({
      group: 'promotion',
      title: 'Red weekend',
      linkageType: 'ROUTE',
      linkage: '/promotions',
      image: upload(picture),
    });
    expect(res.status).toBe(200);
    const banner = adminBannerSchema.parse(res.body.value);
    expect(banner).toMatchObject({
      state: 'live',
      uploaded: true,
      imageType: 'image/png',
      imageBytes: picture.length,
    });
    expect(banner.imageUrl).toMatch(/^\/wps\/assets\/content\/[0-9a-f]{64}$/);

    const image = await desk.app.inject({ method: 'GET', url: banner.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(picture)).toBe(true);
    expect(
      (await desk.app.inject({ method: 'GET', url: `/wps/assets/content/${'0'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await desk.app.inject({ method: 'GET', url: '/wps/assets/content/nope' })).statusCode).toBe(400);

    const shown = (await home()).find((b) => b.bannerId === banner.id);
    expect(shown).toMatchObject({ url: banner.imageUrl, title: 'Red weekend', linkageType: 'ROUTE' });

    const [row] = await auditRows('banner.create');
    expect(row).toMatchObject({
      entity: 'banner',
      entity_id: String(banner.id),
      before: null,
      after: { group: 'promotion', title: 'Red weekend', image: banner.imageUrl },
    });
    expect(row!.staff_id).not.toBeNull();
    // The same title twice in a group is the editor's to fix: 409, no row.
    const again = await create({ group: 'promotion', title: 'Red weekend' });
    expect([again.status, again.body.code]).toEqual([409, 'CONTENT_BANNER_DUPLICATE']);
    expect(await auditRows('banner.create')).toHaveLength(1);
  });

  it('home shows a scheduled banner only from its start to its end, at the dev clock', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const end = new Date(start.getTime() + 86_400_000);
    const res = await create({
      group: 'promotion',
      title: 'Later',
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    const banner = adminBannerSchema.parse(res.body.value);
    expect(banner.state).toBe('scheduled');
    expect((await home()).map((b) => b.bannerId)).not.toContain(banner.id);

    const moved = await call(desk.app, {
      method: 'PUT',
      url: '/wps/dev/clock',
      payload: { at: new Date(start.getTime() + 60_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect((await home()).map((b) => b.bannerId)).toContain(banner.id);
    expect((await list()).items.find((b) => b.id === banner.id)!.state).toBe('live');

    await call(desk.app, { method: 'PUT', url: '/wps/dev/clock', payload: { at: end.toISOString() } });
    expect((await home()).map((b) => b.bannerId)).not.toContain(banner.id);
    expect((await list()).items.find((b) => b.id === banner.id)!.state).toBe('ended');
  });

  it('edits only what is sent, audits the changed fields, replaces and removes the picture', async () => {
    const created = adminBannerSchema.parse(
      (await create({ group: 'promotion', title: 'Blue', image: upload(png(4, 4, [0, 0, 200])) })).body.value,
    );
    const edited = await send('PATCH', `/wps/admin/content/banners/${created.id}`, {
      title: 'Blue night',
      linkageType: 'URL',
      linkage: 'https://example.com/blue',
    });
    expect(adminBannerSchema.parse(edited.body.value)).toMatchObject({ title: 'Blue night', uploaded: true });
    const rows = await auditRows('banner.edit');
    expect(rows.at(-1)).toMatchObject({
      before: { title: 'Blue', linkageType: 'NONE', linkage: null },
      after: { title: 'Blue night', linkageType: 'URL', linkage: 'https://example.com/blue' },
    });
    // The link type alone would leave a URL on a banner without a link: refused.
    expect(
      (await send('PATCH', `/wps/admin/content/banners/${created.id}`, { linkageType: 'NONE' })).status,
    ).toBe(400);
    const bare = adminBannerSchema.parse(
      (await send('PATCH', `/wps/admin/content/banners/${created.id}`, { image: null })).body.value,
    );
    expect(bare.uploaded).toBe(false);
    expect(bare.imageUrl).toBe(`/wps/assets/banners/${created.id}.svg`);
    // The picture no banner shows any more is gone.
    expect((await desk.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(404);
  });

  it('moves a banner up and down within its group, not past the first; deletes with its audit row', async () => {
    const group = 'shop';
    const make = async (title: string) =>
      adminBannerSchema.parse((await create({ group, title })).body.value) as AdminBanner;
    const a = await make('Shop A');
    const b = await make('Shop B');
    const ids = async () =>
      (await home(group)).map((x) => x.bannerId).filter((id) => id === a.id || id === b.id);
    expect(await ids()).toEqual([a.id, b.id]);
    const up = await send('POST', `/wps/admin/content/banners/${b.id}/move`, { direction: 'up' });
    expect(up.status).toBe(200);
    expect(await ids()).toEqual([b.id, a.id]);
    const groupFirst = (await list()).items.filter((x) => x.group === group)[0]!;
    const edge = await send('POST', `/wps/admin/content/banners/${groupFirst.id}/move`, { direction: 'up' });
    expect([edge.status, edge.body.code]).toEqual([409, 'CONTENT_ORDER_EDGE']);
    expect(
      (await send('POST', `/wps/admin/content/banners/${b.id}/move`, { direction: 'left' })).status,
    ).toBe(400);
    expect(await auditRows('banner.move')).toHaveLength(1);

    const gone = await send('DELETE', `/wps/admin/content/banners/${a.id}`);
    expect(gone.body.value).toEqual({ id: a.id, deleted: true });
    expect(await ids()).toEqual([b.id]);
    expect((await send('DELETE', `/wps/admin/content/banners/${a.id}`)).status).toBe(404);
    expect((await send('DELETE', `/wps/admin/content/banners/${b.id}`, undefined, desk.support)).status).toBe(
      403,
    );
    expect(await auditRows('banner.delete')).toEqual([
      expect.objectContaining({
        entity_id: String(a.id),
        before: expect.objectContaining({ title: 'Shop A' }),
        after: null,
      }),
    ]);
  });
});

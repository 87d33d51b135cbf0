import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkImages } from '../../src/modules/promotions/application-images';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';
import { adminHeaders, insertPromotion } from './promotions-fixtures';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpg body')]);
const b64 = (b: Buffer) => b.toString('base64');

// Application images (docs/product.md "Input rules"): checked by content, ≤ 5 MB, ≤ 3 (the two limits by the request schema); a refused application stores nothing; images are
// served only to their owner and to operators.
describe('application images', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let promotionId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'promo-uploads-'));
    app = await createTestApp({ DATA_DIR: dataDir });
    promotionId = await insertPromotion(app, 'fixed_bonus', { fixedMinor: 1000 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const uploads = () => {
    const folder = path.join(dataDir, 'uploads', 'promotions');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const apply = (player: TestPlayer, images: string[]) =>
    app.inject({
      method: 'POST',
      url: `/wps/promotions/${promotionId}/apply`,
      headers: player.headers,
      payload: { remark: 'with proof', images },
    });
  const applications = async (player: TestPlayer) =>
    app.db
      .selectFrom('promotion_application')
      .select('id')
      .where('member_id', '=', player.memberId)
      .execute();

  it('refuses a script named .png, a 6 MB image and four images, storing nothing', async () => {
    const player = await createPlayer(app);
    const script = await apply(player, [b64(PNG), b64(Buffer.from('<script>alert(1)</script>'))]);
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ code: 'PROMOTION_IMAGE_TYPE', value: { index: 1 } });
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await apply(player, [b64(big)]);
    // The schema bounds each base64 string to 5 MB of bytes, so an oversized image never reaches the decoder.
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'images.0' }] },
    });
    const four = await apply(player, [b64(PNG), b64(PNG), b64(JPG), b64(JPG)]);
    expect(four.json().code).toBe('VALIDATION_FAILED');
    expect(await applications(player)).toEqual([]);
    expect(uploads()).toEqual([]);
  });

  it('stores png and jpg, serves them to the owner and operators only', async () => {
    const [owner, other] = [await createPlayer(app), await createPlayer(app)];
    const res = await apply(owner, [b64(PNG), b64(JPG)]);
    expect(res.json().code).toBe('OK');
    const id = res.json().value.applicationId as number;
    const detail = await app.inject({ url: `/wps/promotions/${promotionId}`, headers: owner.headers });
    expect(detail.json().value.application).toMatchObject({ id, imageCount: 2 });

    const first = await app.inject({
      url: `/wps/promotions/applications/${id}/images/0`,
      headers: owner.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await app.inject({
      url: `/wps/promotions/applications/${id}/images/1`,
      headers: owner.headers,
    });
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(
      (await app.inject({ url: `/wps/promotions/applications/${id}/images/2`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    const stranger = await app.inject({
      url: `/wps/promotions/applications/${id}/images/0`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await app.inject({ url: `/wps/promotions/applications/${id}/images/0` })).statusCode).toBe(401);
    const operator = await app.inject({
      url: `/wps/admin/promotions/applications/${id}/images/1`,
      headers: adminHeaders(app),
    });
    expect(operator.rawPayload.equals(JPG)).toBe(true);
  });
});

describe('application image checks', () => {
  it('refuses decoded images over 5 MB even if the schema let them through', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(() => checkImages([b64(big)])).toThrow(
      expect.objectContaining({ code: 'PROMOTION_IMAGE_TOO_BIG' }),
    );
    expect(checkImages([b64(JPG)])[0]?.ext).toBe('jpg');
  });
});

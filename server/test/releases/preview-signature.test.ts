import { previewKey, signPreview, verifyPreview } from '../../src/modules/releases/preview';

const key = previewKey('admin-token-for-preview-tests');
const pin = { app: 'mfe-lobby' as const, version: 'v2', expiresAt: 2_000_000_000_000 };

describe('preview link signatures', () => {
  it('verify the link as signed and refuse every other last character, padding bits included', () => {
    const token = signPreview(key, pin);
    expect(verifyPreview(key, token, 0)).toEqual(pin);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const others = [...alphabet].filter((c) => c !== token.at(-1));
    for (const c of others) expect(verifyPreview(key, token.slice(0, -1) + c, 0)).toBeNull();
  });

  it('refuse an expired pin and one signed with another key', () => {
    expect(verifyPreview(key, signPreview(key, pin), pin.expiresAt)).toBeNull();
    expect(verifyPreview(key, signPreview(previewKey('another'), pin), 0)).toBeNull();
  });
});

import { createHash } from 'node:crypto';

/**
 * A reward's card image as generated SVG (no image host, no internet): the reward's colour, a glyph for its kind and
 * the points it costs. Text-free apart from the number, so one image serves every language.
 */
export function renderRewardImage(reward: { kind: string; color: string; pointsCost: number }): string {
  const color = /^#[0-9a-fA-F]{6}$/.test(reward.color) ? reward.color : '#8e2de2';
  // A coin for cash, a gift box for an item.
  const glyph =
    reward.kind === 'cash'
      ? '<circle cx="160" cy="100" r="52" fill="#ffd54f" stroke="#f9a825" stroke-width="8"/>' +
        '<text x="160" y="118" font-size="52" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#8d6e00">$</text>'
      : '<rect x="112" y="78" width="96" height="72" rx="6" fill="#fff"/>' +
        '<rect x="104" y="62" width="112" height="22" rx="4" fill="#fff"/>' +
        `<rect x="152" y="62" width="16" height="88" fill="${color}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" aria-hidden="true">` +
    `<rect width="320" height="200" rx="16" fill="${color}"/>` +
    '<circle cx="270" cy="40" r="60" fill="rgba(255,255,255,.12)"/>' +
    glyph +
    `<text x="160" y="186" font-size="22" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#fff">${reward.pointsCost}</text>` +
    '</svg>'
  );
}

export function rewardImageEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export const rewardImageUrl = (code: string) => `/wps/assets/rewards/${encodeURIComponent(code)}.svg`;

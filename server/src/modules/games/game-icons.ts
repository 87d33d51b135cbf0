import { createHash } from 'node:crypto';

/**
 * Game icons as generated SVG: a gradient from the game id, the name and the vendor code.
 * Deterministic, so responses are cacheable for a long time (ETag = content hash).
 */
function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hue(seed: string, salt: number): number {
  return createHash('sha1').update(`${salt}:${seed}`).digest().readUInt16BE(0) % 360;
}

export function renderGameIcon(
  game: { gameId: string; gameName: string; vassalage: string },
  large: boolean,
): string {
  const [w, h] = large ? [400, 400] : [200, 200];
  const h1 = hue(game.gameId, 1);
  const h2 = (h1 + 40 + (hue(game.gameId, 2) % 80)) % 360;
  const words = game.gameName.split(' ');
  const mid = Math.ceil(words.length / 2);
  const lines = [words.slice(0, mid).join(' '), words.slice(mid).join(' ')].filter(Boolean);
  const size = large ? 34 : 18;
  const text = lines
    .map(
      (l, i) =>
        `<text x="50%" y="${48 + i * 14}%" font-size="${size}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(game.gameName)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},70%,45%)"/><stop offset="1" stop-color="hsl(${h2},75%,30%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" rx="${large ? 32 : 16}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${w * 0.12}" fill="rgba(255,255,255,.15)"/>` +
    text +
    `<text x="50%" y="88%" font-size="${size * 0.7}" text-anchor="middle" fill="rgba(255,255,255,.8)" font-family="sans-serif">${escapeXml(game.vassalage)}</text>` +
    `</svg>`
  );
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

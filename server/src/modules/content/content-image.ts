import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentImageType,
  type ContentImageUpload,
} from '@site/shared/schemas/operator';
import { AppError } from '../../errors';

/** The type an upload's first bytes say it is; null for anything else (SVG, GIF, HTML, a renamed file …). */
export function sniffImageType(bytes: Uint8Array): ContentImageType | null {
  const at = (i: number) => bytes[i];
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (bytes.length >= 8 && at(0) === 0x89 && ascii(1, 'PNG') && at(4) === 0x0d && at(5) === 0x0a)
    return 'image/png';
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

export interface CheckedImage {
  sha256: string;
  mimeType: ContentImageType;
  bytes: Buffer;
}

/**
 * Decodes and checks an upload (docs/back-office.md "Content"): at most 1 MB (413 CONTENT_IMAGE_TOO_LARGE), and PNG,
 * JPEG or WebP by its bytes, matching the type it was sent as (415 CONTENT_IMAGE_TYPE). SVG is refused, not
 * sanitised: served from the site's origin it could run script, and players lose nothing a PNG cannot draw.
 */
export function checkImage(upload: ContentImageUpload): CheckedImage {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES)
    throw new AppError(413, ERROR_CODES.CONTENT_IMAGE_TOO_LARGE, 'The picture is larger than 1 MB', {
      maxBytes: CONTENT_IMAGE_MAX_BYTES,
      bytes: bytes.length,
    });
  const declared = upload.mimeType.toLowerCase();
  if (declared.includes('svg'))
    throw new AppError(
      415,
      ERROR_CODES.CONTENT_IMAGE_TYPE,
      'SVG pictures are refused: upload PNG, JPEG or WebP',
      {
        accepted: CONTENT_IMAGE_TYPES,
      },
    );
  const sniffed = bytes.length > 0 ? sniffImageType(bytes) : null;
  if (!sniffed || sniffed !== declared)
    throw new AppError(415, ERROR_CODES.CONTENT_IMAGE_TYPE, 'The picture must be PNG, JPEG or WebP', {
      accepted: CONTENT_IMAGE_TYPES,
    });
  return { sha256: createHash('sha256').update(bytes).digest('hex'), mimeType: sniffed, bytes };
}

/** An uploaded picture's URL: named by its content, so it never changes and may be cached for a year. */
export const contentAssetUrl = (sha256: string) => `/wps/assets/content/${sha256}`;

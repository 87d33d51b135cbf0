import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPLICATION_IMAGE_MAX_BYTES, ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';

/**
 * Application images (SPEC §5): png or jpg by their first bytes, ≤ 5 MB each, ≤ 3 (the count is the schema's).
 * Stored under DATA_DIR/uploads/promotions/<applicationId>/<n>.<ext>; never served from a public path — the routes
 * check the owner or the operator credential first.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export interface CheckedImage {
  ext: 'png' | 'jpg';
  bytes: Buffer;
}

/** Decodes and checks every image before anything is stored; the first bad one refuses the whole application. */
export function checkImages(images: readonly string[]): CheckedImage[] {
  return images.map((encoded, index) => {
    const bytes = Buffer.from(encoded, 'base64');
    if (bytes.length > APPLICATION_IMAGE_MAX_BYTES) {
      throw new AppError(413, ERROR_CODES.PROMOTION_IMAGE_TOO_BIG, 'Each image must be at most 5 MB', {
        index,
      });
    }
    const ext = startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpg' : null;
    if (!ext)
      throw new AppError(415, ERROR_CODES.PROMOTION_IMAGE_TYPE, 'Images must be png or jpg', { index });
    return { ext, bytes };
  });
}

const folderOf = (dataDir: string, applicationId: number) =>
  path.join(dataDir, 'uploads', 'promotions', String(applicationId));

export async function storeImages(
  dataDir: string,
  applicationId: number,
  images: CheckedImage[],
): Promise<void> {
  if (images.length === 0) return;
  const folder = folderOf(dataDir, applicationId);
  await mkdir(folder, { recursive: true });
  try {
    await Promise.all(images.map((img, n) => writeFile(path.join(folder, `${n}.${img.ext}`), img.bytes)));
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
}

export async function readImage(
  dataDir: string,
  applicationId: number,
  n: number,
  types: readonly string[],
): Promise<{ contentType: string; bytes: Buffer }> {
  const ext = types[n];
  if (ext !== 'png' && ext !== 'jpg') {
    throw new AppError(404, ERROR_CODES.PROMOTION_IMAGE_NOT_FOUND, 'Image not found');
  }
  const bytes = await readFile(path.join(folderOf(dataDir, applicationId), `${n}.${ext}`));
  return { contentType: ext === 'png' ? 'image/png' : 'image/jpeg', bytes };
}

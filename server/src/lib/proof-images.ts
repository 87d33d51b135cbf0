import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';

/**
 * Images a member uploads as evidence (promotion applications, withdrawal receipts): png or jpg judged by their
 * first bytes, never by a name or a declared type; each at most `maxBytes`. Stored under
 * DATA_DIR/uploads/<area>/<id>/<n>.<ext> and never served from a public path: routes check the owner or the operator
 * credential first.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export interface CheckedImage {
  ext: 'png' | 'jpg';
  bytes: Buffer;
}

export interface ImageRules {
  maxBytes: number;
  /** The area's error codes, so each call keeps the codes its clients know. */
  tooBigCode: string;
  wrongTypeCode: string;
}

/** Decodes and checks every image before anything is stored; the first bad one refuses them all. */
export function checkImages(images: readonly string[], rules: ImageRules): CheckedImage[] {
  return images.map((encoded, index) => {
    const bytes = Buffer.from(encoded, 'base64');
    if (bytes.length > rules.maxBytes) {
      throw new AppError(
        413,
        rules.tooBigCode,
        `Each image must be at most ${rules.maxBytes / 1024 / 1024} MB`,
        {
          index,
        },
      );
    }
    const ext = startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpg' : null;
    if (!ext) throw new AppError(415, rules.wrongTypeCode, 'Images must be png or jpg', { index });
    return { ext, bytes };
  });
}

const folderOf = (dataDir: string, area: string, id: number) =>
  path.join(dataDir, 'uploads', area, String(id));

/** Writes the images as 0.<ext>, 1.<ext>, … after `first` (earlier ones are kept); all or none. */
export async function storeImages(
  dataDir: string,
  area: string,
  id: number,
  images: CheckedImage[],
  first = 0,
): Promise<void> {
  if (images.length === 0) return;
  const folder = folderOf(dataDir, area, id);
  await mkdir(folder, { recursive: true });
  const files = images.map((img, n) => path.join(folder, `${first + n}.${img.ext}`));
  try {
    await Promise.all(images.map((img, n) => writeFile(files[n]!, img.bytes)));
  } catch (err) {
    await Promise.all(files.map((f) => rm(f, { force: true })));
    throw err;
  }
}

/** Image `n` of the record whose stored extensions are `types`; 404 with `notFoundCode` when there is none. */
export async function readImage(
  dataDir: string,
  area: string,
  id: number,
  n: number,
  types: readonly string[],
  notFoundCode: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const ext = types[n];
  if (ext !== 'png' && ext !== 'jpg') throw new AppError(404, notFoundCode, 'Image not found');
  const bytes = await readFile(path.join(folderOf(dataDir, area, id), `${n}.${ext}`));
  return { contentType: ext === 'png' ? 'image/png' : 'image/jpeg', bytes };
}

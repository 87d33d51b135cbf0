/** What the upload accepts by default (docs/product.md "Input rules" activity application and "Limits", messages of docs/product.md "Error messages"). */
export const UPLOAD_DEFAULTS = { maxFiles: 3, maxSizeMb: 5 } as const;

export type UploadProblem = 'upload_too_many' | 'upload_too_big' | 'upload_wrong_type';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

async function head(file: Blob, length: number): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * PNG or JPEG by the file's first bytes, not its name or declared type: a renamed .exe must not pass
 * as "photo.jpg" (the server checks again; this saves the player a doomed upload).
 */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const bytes = await head(file, PNG.length);
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return starts(PNG) || starts(JPEG);
}

/**
 * Splits newly chosen files into the ones to keep and the problems to show, given how many are already
 * chosen. Files past the count limit are refused as a whole message, not silently dropped.
 */
export async function checkImages(
  chosen: readonly File[],
  alreadyChosen: number,
  {
    maxFiles = UPLOAD_DEFAULTS.maxFiles,
    maxSizeMb = UPLOAD_DEFAULTS.maxSizeMb,
  }: { maxFiles?: number; maxSizeMb?: number } = {},
): Promise<{ accepted: File[]; problems: UploadProblem[] }> {
  const accepted: File[] = [];
  const problems = new Set<UploadProblem>();
  for (const file of chosen) {
    if (!(await isPngOrJpeg(file))) problems.add('upload_wrong_type');
    else if (file.size > maxSizeMb * 1024 * 1024) problems.add('upload_too_big');
    else if (alreadyChosen + accepted.length >= maxFiles) problems.add('upload_too_many');
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}

/** The chosen files as base64 without the data: prefix: the shape the image-taking calls accept (JSON bodies). */
export function readImagesAsBase64(files: readonly File[]): Promise<string[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
          reader.onerror = () => reject(reader.error ?? new Error('read failed'));
          reader.readAsDataURL(file);
        }),
    ),
  );
}

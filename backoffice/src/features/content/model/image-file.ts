import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentImageUpload,
} from '@site/shared/schemas/operator';

/** What is wrong with a chosen file before it is sent (the server checks the bytes again). */
export type ImageProblem = 'tooLarge' | 'type';

/** The file input's `accept`: the types the server takes (SVG is refused, docs/back-office.md "Content"). */
export const IMAGE_ACCEPT = CONTENT_IMAGE_TYPES.join(',');

export function imageProblem(file: { size: number; type: string }): ImageProblem | null {
  if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The upload as the call takes it: the type and the bytes in base64 (read as a data URL, which holds both). */
export function toUpload(file: Blob): Promise<ContentImageUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ mimeType: file.type, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}

/** A preview of an upload not yet saved. */
export const uploadDataUrl = (upload: ContentImageUpload) => `data:${upload.mimeType};base64,${upload.data}`;

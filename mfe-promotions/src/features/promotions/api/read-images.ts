/** The chosen files as base64 (no data: prefix), the shape POST /wps/promotions/:id/apply takes. */
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

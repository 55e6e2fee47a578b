// Which image a collection poster upload holds, by its first bytes: the service (v3.x) reads the
// bytes, not the file's name or declared type, and refuses a file that is no image with 400
// "Uploaded file is not a valid image" (recorded). The app checks before sending; the sandbox
// refuses as the service does. PNG, JPEG and WebP: what the app offers to upload.

/** The image type the bytes start as, or undefined for none of PNG, JPEG and WebP. */
export function posterImageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  const startsWith = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF", four bytes of size, "WEBP".
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** How many first bytes posterImageTypeOf reads. */
export const POSTER_SIGNATURE_BYTES = 12;

import sharp from "sharp";
import {
  type ArtworkType,
  artworkBroken,
  artworkEmpty,
  artworkTooManyPixels,
  artworkWrongType,
  isImageType,
  MAX_ARTWORK_PIXELS,
  sniffArtworkType,
  THUMBNAIL_SIZE,
} from "@/domain/merch/artwork-files";

// One image at a time per process and no decoded-image cache: a 10 MB upload must not
// hold on to hundreds of megabytes of pixels after it is answered.
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedArtwork {
  contentType: ArtworkType;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
}

export type ArtworkRefusal = { refused: string };

const SHARP_FORMAT: Record<string, ArtworkType> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * Checks that the bytes really are artwork we accept and makes the thumbnail of an image.
 * The type comes from the content; an image must also decode as that type, stay under the
 * pixel limit (a small file can unpack to gigabytes) and turn into a thumbnail.
 */
export async function processArtwork(
  bytes: Uint8Array,
): Promise<ProcessedArtwork | ArtworkRefusal> {
  if (bytes.length === 0) return { refused: artworkEmpty() };
  const contentType = sniffArtworkType(bytes);
  if (!contentType) return { refused: artworkWrongType() };
  if (!isImageType(contentType)) return { contentType, width: null, height: null, thumbnail: null };
  const options = { limitInputPixels: MAX_ARTWORK_PIXELS, failOn: "error" as const };
  try {
    const meta = await sharp(bytes, options).metadata();
    if (SHARP_FORMAT[meta.format ?? ""] !== contentType) return { refused: artworkBroken() };
    if (!meta.width || !meta.height) return { refused: artworkBroken() };
    if (meta.width * meta.height > MAX_ARTWORK_PIXELS) return { refused: artworkTooManyPixels() };
    const thumbnail = await sharp(bytes, options)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    // EXIF orientation may swap the sides; report them as the picture is seen.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      contentType,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      thumbnail,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    if (/pixel limit/i.test(message)) return { refused: artworkTooManyPixels() };
    return { refused: artworkBroken() };
  }
}

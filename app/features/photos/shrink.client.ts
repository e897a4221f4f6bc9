import { SHRINK_LONG_SIDE, SHRINK_TARGET_BYTES } from "./limits";

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

/** The picture turned upright by its orientation tag; the browser's default where it does not know the option. */
async function uprightBitmap(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    try {
      return await createImageBitmap(file);
    } catch {
      return null;
    }
  }
}

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));

/**
 * A photo made small enough to send quickly from a phone: upright, at most SHRINK_LONG_SIDE on
 * its long side, a JPEG of about SHRINK_TARGET_BYTES (the quality lowered until it fits, then the
 * size). Drawn anew on a canvas, it carries none of the camera's metadata, its location included.
 * Null when this browser cannot read the picture: it is then sent as it is, for the server to check.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== "function") return null;
  const bitmap = await uprightBitmap(file);
  if (!bitmap) return null;
  try {
    let scale = Math.min(1, SHRINK_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    let smallest: Blob | null = null;
    for (let round = 0; round < 4; round++) {
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      // A transparent PNG would turn black in a JPEG.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await toJpeg(canvas, quality);
        if (!blob) return smallest;
        if (!smallest || blob.size < smallest.size) smallest = blob;
        if (blob.size <= SHRINK_TARGET_BYTES) return blob;
      }
      scale *= 0.75;
    }
    return smallest;
  } finally {
    bitmap.close();
  }
}

export type SendAnswer = { status: number; body: unknown };

/** Posts one photo to `url` as the form field `photo`, telling `onProgress` the share sent so far (0–1). */
export function sendPhoto(url: string, photo: Blob, onProgress: (share: number) => void): Promise<SendAnswer> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append("photo", photo, photo.type === "image/jpeg" ? "photo.jpg" : "photo");
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.send(form);
  });
}

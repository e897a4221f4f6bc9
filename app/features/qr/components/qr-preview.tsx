import { ImageOff } from "~/components/ui/icons/image-off";
import { QrCode } from "~/components/ui/icons/qr-code";

import type { GeneratedQr } from "../generate";
import { QR_MESSAGES } from "../messages";

interface QrPreviewProps {
  code: GeneratedQr | null;
  failed: boolean;
  onError: () => void;
}

export function QrPreview({ code, failed, onError }: QrPreviewProps) {
  const frame = "flex size-[250px] max-w-full items-center justify-center rounded-md border border-slate-300 bg-white";
  if (!code) {
    return (
      <div className={`${frame} border-dashed text-center text-slate-600`}>
        <p className="flex flex-col items-center gap-2 p-4">
          <QrCode className="size-10" />
          Your QR code will appear here
        </p>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={`${frame} text-slate-700`} role="img" aria-label={QR_MESSAGES.imageFailedToLoad}>
        <p className="flex flex-col items-center gap-2" aria-hidden="true">
          <ImageOff className="size-10" />
          {QR_MESSAGES.imageFailedToLoad}
        </p>
      </div>
    );
  }
  return (
    <img
      src={code.url}
      width={250}
      height={250}
      alt={`QR code for ${code.name}`}
      className="max-w-full rounded-md border border-slate-300 [image-rendering:pixelated]"
      onError={onError}
    />
  );
}

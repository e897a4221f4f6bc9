import { ImageOff } from "~/components/ui/icons/image-off";
import { Trash2 } from "~/components/ui/icons/trash2";
import { useState } from "react";

import { Button } from "~/components/ui/button";

import { QR_MESSAGES } from "../messages";
import type { SavedQrCode } from "../schema";

export function SavedQrCard({ item, onDelete }: { item: SavedQrCode; onDelete: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className="flex flex-col items-center gap-2 rounded-md border border-slate-200 p-3">
      <p className="w-full truncate text-center text-sm font-semibold" title={item.name}>
        {item.name}
      </p>
      {failed ? (
        <div
          role="img"
          aria-label={`${QR_MESSAGES.imageError}: ${item.name}`}
          className="flex aspect-square w-full max-w-[120px] flex-col items-center justify-center gap-1 rounded bg-slate-100 text-xs text-slate-700"
        >
          <ImageOff className="size-6" />
          <span aria-hidden="true">{QR_MESSAGES.imageError}</span>
        </div>
      ) : (
        <img
          src={item.url}
          alt={`Saved QR code: ${item.name}`}
          width={120}
          height={120}
          className="aspect-square w-full max-w-[120px]"
          onError={() => setFailed(true)}
        />
      )}
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${item.name}`}>
        <Trash2 className="size-4" />
        Delete
      </Button>
    </li>
  );
}

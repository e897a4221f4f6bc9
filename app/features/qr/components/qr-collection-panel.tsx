import { Archive, Eraser } from "lucide-react";
import { useRef } from "react";

import { Button } from "~/components/ui/button";
import { notify } from "~/lib/toast.client";

import { downloadFile } from "../download.client";
import { loadQrEngine } from "../load-engine";
import { failedToAddToZip, QR_MESSAGES } from "../messages";
import type { QrCollection } from "../use-qr-collection";
import { ZIP_FILE_NAME } from "../zip-name";
import { SavedQrCard } from "./saved-qr-card";

interface QrCollectionPanelProps {
  collection: QrCollection;
  onClearInfo: () => void;
}

export function QrCollectionPanel({ collection, onClearInfo }: QrCollectionPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { items, loaded, corrupt } = collection;

  const downloadAll = async () => {
    if (items.length === 0) {
      notify("error", QR_MESSAGES.saveSomeFirst);
      return;
    }
    notify("info", QR_MESSAGES.preparingDownload);
    try {
      const { buildCollectionZip } = await loadQrEngine();
      // Lets the message paint before the (synchronous) packing starts.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = buildCollectionZip(items);
      for (const name of result.failed) notify("error", failedToAddToZip(name));
      if (!result.zip) {
        notify("error", QR_MESSAGES.failedToDownload);
        return;
      }
      downloadFile(result.zip, ZIP_FILE_NAME, "application/zip");
      notify("success", QR_MESSAGES.zipDownloaded);
    } catch {
      notify("error", QR_MESSAGES.failedToDownload);
    }
  };

  const remove = (id: string) => {
    if (collection.remove(id)) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="qr-collection-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="qr-collection-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        QR Code Collection
      </h2>
      <p className="mt-1 text-sm text-slate-700">Kept only in this browser. Nothing is sent to our server.</p>

      {corrupt ? (
        <div role="alert" className="mt-4 flex items-start justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <p>{QR_MESSAGES.corruptCollection}</p>
          <Button variant="ghost" size="sm" onClick={collection.dismissCorrupt}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <div className="mt-4">
        {!loaded ? (
          <p className="text-slate-700">Loading your saved codes…</p>
        ) : items.length === 0 ? (
          <div className="rounded-md border border-dashed border-slate-300 p-6 text-center">
            <p className="font-semibold">{QR_MESSAGES.emptyTitle}</p>
            <p className="mt-1 text-sm text-slate-700">{QR_MESSAGES.emptyHint}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-4" aria-label="Saved QR codes">
            {items.map((item) => (
              <SavedQrCard key={item.id} item={item} onDelete={() => remove(item.id)} />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={downloadAll}>
          <Archive aria-hidden="true" className="size-4" />
          Download All as ZIP
        </Button>
        <Button variant="outline" onClick={onClearInfo} aria-describedby="qr-clear-caption">
          <Eraser aria-hidden="true" className="size-4" />
          Clear Info
        </Button>
      </div>
      <p id="qr-clear-caption" className="mt-2 text-sm text-slate-700">
        Don&apos;t want your information kept? Clear Info erases the saved codes and the form entries from this browser.
      </p>
    </section>
  );
}

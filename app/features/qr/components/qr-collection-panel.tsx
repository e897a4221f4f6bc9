import { Archive } from "~/components/ui/icons/archive";
import { Eraser } from "~/components/ui/icons/eraser";
import { Printer } from "~/components/ui/icons/printer";
import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Banner, FormField, inputClass } from "~/components/ui/form-field";
import { notify } from "~/lib/toast.client";

import { downloadFile } from "../download.client";
import { loadQrEngine } from "../load-engine";
import { loadPrintSheet } from "../load-print-sheet";
import { failedToAddToSheet, failedToAddToZip, QR_MESSAGES } from "../messages";
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
  const [paper, setPaper] = useState<"letter" | "a4">("letter");
  const [grid, setGrid] = useState<"3x8" | "2x4" | "4x6">("3x8");

  const downloadSheet = async () => {
    if (items.length === 0) {
      notify("error", QR_MESSAGES.saveSomeFirst);
      return;
    }
    // One toast for the whole job: the outcome replaces "Preparing…" instead of stacking under it.
    const job = { id: "qr-print-sheet" };
    notify("info", QR_MESSAGES.preparingSheet, job);
    try {
      const { buildPrintSheet } = await loadPrintSheet();
      const sheet = await buildPrintSheet(items, paper, grid);
      for (const name of sheet.failed) notify("error", failedToAddToSheet(name));
      if (!sheet.pdf) {
        notify("error", QR_MESSAGES.failedSheet, job);
        return;
      }
      downloadFile(sheet.pdf, `qrcodes-${paper}-${grid}.pdf`, "application/pdf");
      notify("success", QR_MESSAGES.sheetDownloaded, job);
    } catch {
      notify("error", QR_MESSAGES.failedSheet, job);
    }
  };

  const downloadAll = async () => {
    if (items.length === 0) {
      notify("error", QR_MESSAGES.saveSomeFirst);
      return;
    }
    const job = { id: "qr-zip" };
    notify("info", QR_MESSAGES.preparingDownload, job);
    try {
      const { buildCollectionZip } = await loadQrEngine();
      // Lets the message paint before the (synchronous) packing starts.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = buildCollectionZip(items);
      for (const name of result.failed) notify("error", failedToAddToZip(name));
      if (!result.zip) {
        notify("error", QR_MESSAGES.failedToDownload, job);
        return;
      }
      downloadFile(result.zip, ZIP_FILE_NAME, "application/zip");
      notify("success", QR_MESSAGES.zipDownloaded, job);
    } catch {
      notify("error", QR_MESSAGES.failedToDownload, job);
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
        <Banner tone="warning" className="mt-4 flex items-start justify-between gap-3">
          <p>{QR_MESSAGES.corruptCollection}</p>
          <Button variant="ghost" size="sm" onClick={collection.dismissCorrupt}>
            Dismiss
          </Button>
        </Banner>
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
          <Archive className="size-4" />
          Download All as ZIP
        </Button>
        <Button variant="outline" onClick={onClearInfo} aria-describedby="qr-clear-caption">
          <Eraser className="size-4" />
          Clear Info
        </Button>
      </div>
      <p id="qr-clear-caption" className="mt-2 text-sm text-slate-700">
        Don&apos;t want your information kept? Clear Info erases the saved codes and the form entries from this browser.
      </p>

      <fieldset className="mt-5 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Print sheet</legend>
        <p className="text-sm text-slate-700">Every saved code on labels, its name under it, as a PDF made in this browser.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <FormField id="qr-sheet-paper" label="Paper">
            <select
              id="qr-sheet-paper"
              className={inputClass}
              value={paper}
              onChange={(e) => setPaper(e.currentTarget.value as "letter" | "a4")}
            >
              <option value="letter">US Letter</option>
              <option value="a4">A4</option>
            </select>
          </FormField>
          <FormField id="qr-sheet-grid" label="Labels per page">
            <select
              id="qr-sheet-grid"
              className={inputClass}
              value={grid}
              onChange={(e) => setGrid(e.currentTarget.value as "3x8" | "2x4" | "4x6")}
            >
              <option value="3x8">3 × 8 (24 labels)</option>
              <option value="2x4">2 × 4 (8 large labels)</option>
              <option value="4x6">4 × 6 (24 square labels)</option>
            </select>
          </FormField>
        </div>
        <Button variant="outline" className="mt-3" onClick={() => void downloadSheet()}>
          <Printer className="size-4" />
          Download Print Sheet (PDF)
        </Button>
      </fieldset>
    </section>
  );
}

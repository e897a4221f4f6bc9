import { Archive } from "~/components/ui/icons/archive";
import { FileDown } from "~/components/ui/icons/file-down";
import { ListChecks } from "~/components/ui/icons/list-checks";
import { useState, type ChangeEvent } from "react";

import { Button } from "~/components/ui/button";
import { Banner, FormField, inputClass } from "~/components/ui/form-field";
import { notify } from "~/lib/toast.client";

import type { BatchRow } from "../batch";
import { downloadFile } from "../download.client";
import { loadBatch } from "../load-batch";
import { QR_MESSAGES } from "../messages";

/** Many codes from one CSV (pasted or opened from disk): read, checked and zipped in this browser. */
export function QrBatchPanel() {
  const [text, setText] = useState("");
  const [rows, setRows] = useState<BatchRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const withModule = async <T,>(run: (batch: Awaited<ReturnType<typeof loadBatch>>) => T): Promise<T | undefined> => {
    try {
      return run(await loadBatch());
    } catch {
      notify("error", QR_MESSAGES.engineUnavailable);
      return undefined;
    }
  };

  const preview = () =>
    withModule((batch) => {
      const result = batch.readBatch(text);
      if (!result.ok) {
        setRows(null);
        setError(result.message);
        return;
      }
      setError(null);
      setRows(result.rows);
    });

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setText(await file.text());
    setRows(null);
  };

  const good = rows?.filter((row) => row.ok).length ?? 0;
  return (
    <section aria-labelledby="qr-batch-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="qr-batch-heading" className="text-xl font-bold">
        Batch from a spreadsheet
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Website, contact or Wi-Fi rows as CSV, one code per row. The file is read here; nothing is uploaded.
      </p>
      <div className="mt-4 grid gap-4">
        <FormField id="qr-batch-csv" label="CSV rows">
          <textarea
            id="qr-batch-csv"
            rows={5}
            spellCheck={false}
            className={`${inputClass} font-mono text-sm`}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "qr-batch-error" : undefined}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setRows(null);
            }}
          />
        </FormField>
        <FormField id="qr-batch-file" label="Or open a CSV file">
          <input
            id="qr-batch-file"
            type="file"
            accept=".csv,text/csv"
            className={inputClass}
            onChange={(e) => void openFile(e)}
          />
        </FormField>
        {error ? (
          <Banner tone="error" id="qr-batch-error">
            {error}
          </Banner>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void preview()}>
            <ListChecks className="size-4" />
            Preview Rows
          </Button>
          <Button
            variant="outline"
            onClick={() => void withModule((batch) => downloadFile(batch.BATCH_TEMPLATE, "qr-batch-template.csv", "text/csv"))}
          >
            <FileDown className="size-4" />
            Download CSV Template
          </Button>
        </div>
      </div>
      {rows ? (
        <div className="mt-4">
          <p role="status" className="font-medium">
            {good} of {rows.length} rows ready{good < rows.length ? `; ${rows.length - good} with errors (listed below)` : ""}.
          </p>
          <div className="mt-2 max-h-72 overflow-auto" tabIndex={0} role="region" aria-label="Batch rows, scrollable">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Batch rows</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    Line
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Code
                  </th>
                  <th scope="col" className="py-1">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className="border-t border-slate-200">
                    <td className="py-1 pr-2">{row.line}</td>
                    <td className="py-1 pr-2 break-all">{row.ok ? `${row.code.type}: ${row.code.name}` : "—"}</td>
                    <td className={row.ok ? "py-1 text-green-800" : "py-1 font-medium text-red-800"}>
                      {row.ok ? "Ready" : `Error: ${row.message}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            className="mt-3"
            variant="accent"
            aria-disabled={good === 0 || undefined}
            onClick={() =>
              void withModule((batch) => {
                const zip = batch.buildBatchZip(rows);
                if (!zip) {
                  notify("error", QR_MESSAGES.batchEmpty);
                  return;
                }
                downloadFile(zip, "qrcodes-batch.zip", "application/zip");
                notify("success", QR_MESSAGES.zipDownloaded);
              })
            }
          >
            <Archive className="size-4" />
            Download Batch as ZIP
          </Button>
        </div>
      ) : null}
    </section>
  );
}

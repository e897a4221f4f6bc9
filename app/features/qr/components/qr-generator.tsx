import { useRef, useState } from "react";

import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { notify } from "~/lib/toast.client";

import { pngBytesFromDataUrl } from "../data-url";
import { downloadFile } from "../download.client";
import { emptyFormValues } from "../form-defaults";
import { QR_TAB_LABELS } from "../form-fields";
import type { GeneratedQr } from "../generate";
import { loadQrEngine } from "../load-engine";
import { loadScanCheck } from "../load-scan-check";
import { QR_MESSAGES } from "../messages";
import { QR_TYPES, type QrType } from "../qr-types";
import { DEFAULT_STYLE, type QrStyle } from "../style";
import { QrStylePanel } from "./qr-style-panel";
import { QrTabPanel, type QrPanelState } from "./qr-tab-panel";

function initialPanels(eventTimeZone: string): Record<QrType, QrPanelState> {
  const values = emptyFormValues(eventTimeZone);
  const panel = (type: QrType): QrPanelState => ({
    values: values[type],
    error: null,
    code: null,
    imageFailed: false,
    check: "none",
  });
  return Object.fromEntries(QR_TYPES.map((type) => [type, panel(type)])) as Record<QrType, QrPanelState>;
}

function fileName(type: QrType, code: GeneratedQr, extension: string): string {
  const cm = code.style.printCm.trim();
  return cm === "" ? `${type}-qrcode.${extension}` : `${type}-qrcode-${Number(cm)}cm.${extension}`;
}

interface QrGeneratorProps {
  /** The time zone a new event starts in: the shop's. */
  eventTimeZone: string;
  active: QrType;
  onActiveChange: (type: QrType) => void;
  onSave: (code: GeneratedQr) => void;
}

export function QrGenerator({ eventTimeZone, active, onActiveChange, onSave }: QrGeneratorProps) {
  const [panels, setPanels] = useState(() => initialPanels(eventTimeZone));
  const [style, setStyle] = useState<QrStyle>(DEFAULT_STYLE);
  // The code each tab's check is for: a late answer about an older code is ignored.
  const checking = useRef(new Map<QrType, GeneratedQr>());

  const update = (type: QrType, change: Partial<QrPanelState>) =>
    setPanels((current) => ({ ...current, [type]: { ...current[type], ...change } }));

  const check = async (type: QrType, code: GeneratedQr) => {
    checking.current.set(type, code);
    update(type, { check: "checking" });
    let outcome: QrPanelState["check"];
    try {
      const { checkScans } = await loadScanCheck();
      outcome = (await checkScans(pngBytesFromDataUrl(code.url), code.content)).ok ? "scans" : "failed";
    } catch {
      outcome = "unavailable";
    }
    if (checking.current.get(type) === code) update(type, { check: outcome });
  };

  const generate = async (type: QrType) => {
    const values = panels[type].values;
    let engine: Awaited<ReturnType<typeof loadQrEngine>>;
    try {
      engine = await loadQrEngine();
    } catch {
      notify("error", QR_MESSAGES.engineUnavailable);
      return;
    }
    const result = engine.generateQr(type, values, style);
    if (!result.ok) {
      checking.current.delete(type);
      // The old code no longer matches the form: it must not stay downloadable beside it.
      update(type, { error: { message: result.message, fields: result.fields }, code: null, imageFailed: false, check: "none" });
      const first = result.fields[0];
      if (first?.startsWith("style-")) {
        const details = document.getElementById("qr-style-foreground")?.closest("details");
        if (details) details.open = true;
        document.getElementById(`qr-${first}`)?.focus();
      } else if (first) document.getElementById(`qr-${type}-${first}`)?.focus();
      return;
    }
    checking.current.delete(type);
    // The "generated" message shows under the new code (a status region), not as a toast over the page.
    update(type, { error: null, code: result.code, imageFailed: false, check: result.code.styled ? "checking" : "none" });
    if (result.code.styled) void check(type, result.code);
  };

  /** A styled code leaves the page only once the in-browser decoder read it back exactly. */
  const withCode = (type: QrType, action: (code: GeneratedQr) => void) => {
    const { code, check: status } = panels[type];
    if (!code) {
      notify("error", QR_MESSAGES.generateFirst);
      return;
    }
    if (code.styled && status !== "scans") {
      notify("error", status === "failed" ? QR_MESSAGES.checkFailed : QR_MESSAGES.checkFirst);
      if (status === "unavailable") void check(type, code);
      return;
    }
    action(code);
  };

  const activeError = panels[active].error;
  return (
    <>
      <Tabs value={active} onValueChange={(value) => onActiveChange(value as QrType)}>
        <TabList label="QR code type" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1 sm:grid-cols-5">
          {QR_TYPES.map((type) => (
            <Tab
              key={type}
              value={type}
              className="data-[state=active]:text-brand-800 min-h-11 flex-1 rounded-md px-3 font-semibold text-slate-800 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:shadow"
            >
              {QR_TAB_LABELS[type]}
            </Tab>
          ))}
        </TabList>
        {QR_TYPES.map((type) => (
          <TabPanel key={type} value={type} className="mt-6">
            <QrTabPanel
              type={type}
              state={panels[type]}
              onChange={(field, value) => update(type, { values: { ...panels[type].values, [field]: value } })}
              onGenerate={() => void generate(type)}
              onDownloadPng={() =>
                withCode(type, (code) => {
                  downloadFile(pngBytesFromDataUrl(code.url), fileName(type, code, "png"), "image/png");
                  notify("success", QR_MESSAGES.downloaded);
                })
              }
              onDownloadSvg={() =>
                withCode(type, (code) => {
                  downloadFile(code.svg, fileName(type, code, "svg"), "image/svg+xml");
                  notify("success", QR_MESSAGES.downloaded);
                })
              }
              onSave={() => withCode(type, onSave)}
              onImageError={() => {
                update(type, { imageFailed: true });
                notify("error", QR_MESSAGES.failedToLoadImage);
              }}
            />
          </TabPanel>
        ))}
      </Tabs>
      <QrStylePanel
        style={style}
        onChange={(change) => setStyle((current) => ({ ...current, ...change }))}
        invalidFields={activeError?.fields ?? []}
        errorId={activeError ? `qr-${active}-error` : undefined}
      />
    </>
  );
}

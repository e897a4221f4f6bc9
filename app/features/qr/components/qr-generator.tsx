import { Tabs } from "radix-ui";
import { useState } from "react";

import { notify } from "~/lib/toast.client";

import { pngBytesFromDataUrl } from "../data-url";
import { downloadFile } from "../download.client";
import { emptyFormValues } from "../form-defaults";
import { QR_GENERATED_MESSAGES, QR_TAB_LABELS } from "../form-fields";
import type { GeneratedQr } from "../generate";
import { loadQrEngine } from "../load-engine";
import { QR_MESSAGES } from "../messages";
import { QR_TYPES, type QrType } from "../schema";
import { QrTabPanel, type QrPanelState } from "./qr-tab-panel";

function initialPanels(): Record<QrType, QrPanelState> {
  const values = emptyFormValues();
  const panel = (type: QrType): QrPanelState => ({ values: values[type], error: null, code: null, imageFailed: false });
  return Object.fromEntries(QR_TYPES.map((type) => [type, panel(type)])) as Record<QrType, QrPanelState>;
}

interface QrGeneratorProps {
  active: QrType;
  onActiveChange: (type: QrType) => void;
  onSave: (code: GeneratedQr) => void;
}

export function QrGenerator({ active, onActiveChange, onSave }: QrGeneratorProps) {
  const [panels, setPanels] = useState(initialPanels);

  const update = (type: QrType, change: Partial<QrPanelState>) =>
    setPanels((current) => ({ ...current, [type]: { ...current[type], ...change } }));

  const generate = async (type: QrType) => {
    const values = panels[type].values;
    let engine: Awaited<ReturnType<typeof loadQrEngine>>;
    try {
      engine = await loadQrEngine();
    } catch {
      notify("error", QR_MESSAGES.engineUnavailable);
      return;
    }
    const result = engine.generateQr(type, values);
    if (!result.ok) {
      // The old code no longer matches the form: it must not stay downloadable beside it.
      update(type, { error: { message: result.message, fields: result.fields }, code: null, imageFailed: false });
      if (result.fields[0]) document.getElementById(`qr-${type}-${result.fields[0]}`)?.focus();
      return;
    }
    update(type, { error: null, code: result.code, imageFailed: false });
    notify("success", QR_GENERATED_MESSAGES[type]);
  };

  const withCode = (type: QrType, action: (code: GeneratedQr) => void) => {
    const code = panels[type].code;
    if (!code) {
      notify("error", QR_MESSAGES.generateFirst);
      return;
    }
    action(code);
  };

  return (
    <Tabs.Root value={active} onValueChange={(value) => onActiveChange(value as QrType)}>
      <Tabs.List aria-label="QR code type" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200 p-1 sm:grid-cols-5">
        {QR_TYPES.map((type) => (
          <Tabs.Trigger
            key={type}
            value={type}
            className="data-[state=active]:text-brand-800 min-h-11 flex-1 rounded-md px-3 font-semibold text-slate-800 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:shadow"
          >
            {QR_TAB_LABELS[type]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {QR_TYPES.map((type) => (
        <Tabs.Content key={type} value={type} className="mt-6">
          <QrTabPanel
            type={type}
            state={panels[type]}
            onChange={(field, value) => update(type, { values: { ...panels[type].values, [field]: value } })}
            onGenerate={() => void generate(type)}
            onDownloadPng={() =>
              withCode(type, (code) => {
                downloadFile(pngBytesFromDataUrl(code.url), `${type}-qrcode.png`, "image/png");
                notify("success", QR_MESSAGES.downloaded);
              })
            }
            onDownloadSvg={() =>
              withCode(type, (code) => {
                downloadFile(code.svg, `${type}-qrcode.svg`, "image/svg+xml");
                notify("success", QR_MESSAGES.downloaded);
              })
            }
            onSave={() => withCode(type, onSave)}
            onImageError={() => {
              update(type, { imageFailed: true });
              notify("error", QR_MESSAGES.failedToLoadImage);
            }}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

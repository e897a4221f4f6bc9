import { Download } from "~/components/ui/icons/download";
import { Save } from "~/components/ui/icons/save";
import type { FormEvent } from "react";

import { Button } from "~/components/ui/button";
import { Banner } from "~/components/ui/form-field";

import { QR_FORM_FIELDS, QR_GENERATED_MESSAGES } from "../form-fields";
import type { QrFormValues } from "../form-defaults";
import type { GeneratedQr } from "../generate";
import { QR_MESSAGES } from "../messages";
import type { QrType } from "../qr-types";
import { QrField } from "./qr-field";
import { QrPreview } from "./qr-preview";

export interface QrPanelState {
  values: QrFormValues;
  error: { message: string; fields: string[] } | null;
  code: GeneratedQr | null;
  imageFailed: boolean;
  /** The in-browser scan check of a styled code ("none" for the classic look, which needs none). */
  check: "none" | "checking" | "scans" | "failed" | "unavailable";
}

const CHECK_TEXT: Record<Exclude<QrPanelState["check"], "none">, { text: string; className: string }> = {
  checking: { text: QR_MESSAGES.checking, className: "text-slate-700" },
  scans: { text: QR_MESSAGES.checkedScans, className: "font-semibold text-green-800" },
  failed: { text: QR_MESSAGES.checkFailed, className: "font-semibold text-red-800" },
  unavailable: { text: QR_MESSAGES.checkUnavailable, className: "font-semibold text-red-800" },
};

interface QrTabPanelProps {
  type: QrType;
  state: QrPanelState;
  onChange: (field: string, value: string | boolean) => void;
  onGenerate: () => void;
  onDownloadPng: () => void;
  onDownloadSvg: () => void;
  onSave: () => void;
  onImageError: () => void;
}

export function QrTabPanel({
  type,
  state,
  onChange,
  onGenerate,
  onDownloadPng,
  onDownloadSvg,
  onSave,
  onImageError,
}: QrTabPanelProps) {
  const errorId = `qr-${type}-error`;
  // Without a code that matches the form (none yet, or the last input was invalid) these do nothing
  // but say so; aria-disabled keeps them focusable, so the reason can still be heard.
  const blocked = state.code === null || (state.code.styled && state.check !== "scans");
  const noCode = blocked || undefined;
  const checkText = state.code && state.check !== "none" ? CHECK_TEXT[state.check] : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <form noValidate onSubmit={submit} className="grid content-start gap-4 sm:grid-cols-2">
        {QR_FORM_FIELDS[type].map((field) => (
          <QrField
            key={field.name}
            field={field}
            id={`qr-${type}-${field.name}`}
            value={state.values[field.name] ?? ""}
            invalid={state.error?.fields.includes(field.name) ?? false}
            errorId={state.error ? errorId : undefined}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
        <div className="sm:col-span-2">
          {state.error ? (
            <Banner tone="error" id={errorId}>
              {state.error.message}
            </Banner>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit">Generate QR Code</Button>
        </div>
      </form>
      <div className="flex flex-col items-center gap-3">
        <QrPreview code={state.code} failed={state.imageFailed} onError={onImageError} />
        <div role="status" className="max-w-[250px] text-center text-sm">
          {state.code && <p className="font-semibold text-green-800">{QR_GENERATED_MESSAGES[type]}</p>}
          {checkText && <p className={checkText.className}>{checkText.text}</p>}
        </div>
        <div className="grid w-full max-w-[250px] gap-2">
          <Button variant="accent" onClick={onDownloadPng} aria-disabled={noCode}>
            <Download className="size-4" />
            Download QR Code
          </Button>
          <Button variant="outline" onClick={onDownloadSvg} aria-disabled={noCode}>
            <Download className="size-4" />
            Download SVG
          </Button>
          <Button variant="secondary" onClick={onSave} aria-disabled={noCode}>
            <Save className="size-4" />
            Save to Collection
          </Button>
        </div>
      </div>
    </div>
  );
}

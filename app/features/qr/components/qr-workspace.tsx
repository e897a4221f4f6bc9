import { memo, useEffect, useState } from "react";

import { preloadQrEngine } from "../load-engine";
import { QR_MESSAGES } from "../messages";
import { registerQrOfflineWorker } from "../offline.client";
import type { QrType } from "../qr-types";
import { useQrCollection } from "../use-qr-collection";
import { QrBatchPanel } from "./qr-batch-panel";
import { QrCollectionPanel } from "./qr-collection-panel";
import { QrGenerator } from "./qr-generator";

/**
 * Generator on the left, collection on the right (stacked on small screens). Memoised: its one
 * prop does not change, so the router's re-render of the page just after hydration (route
 * discovery) does not render every form field again and rewrite each input's attributes in the DOM.
 * `eventTimeZone` is the shop's time zone, where a new event starts; UTC when none is given.
 */
export const QrWorkspace = memo(function QrWorkspace({ eventTimeZone = "UTC" }: { eventTimeZone?: string }) {
  const collection = useQrCollection();
  // A new key remounts the generator: Clear Info empties every form and preview too.
  const [formsKey, setFormsKey] = useState(0);
  const [activeTab, setActiveTab] = useState<QrType>("website");
  useEffect(() => registerQrOfflineWorker(), []);

  return (
    <>
      <noscript>
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">{QR_MESSAGES.noScript}</p>
      </noscript>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-label="QR code generator"
          onFocus={preloadQrEngine}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <QrGenerator
            key={formsKey}
            eventTimeZone={eventTimeZone}
            active={activeTab}
            onActiveChange={setActiveTab}
            onSave={collection.save}
          />
        </section>
        <QrCollectionPanel
          collection={collection}
          onClearInfo={() => {
            collection.clear();
            setFormsKey((key) => key + 1);
          }}
        />
      </div>
      <QrBatchPanel />
    </>
  );
});

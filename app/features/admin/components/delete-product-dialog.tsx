import { Dialog } from "radix-ui";

import { Button, buttonClass } from "~/components/ui/button";

/** Confirmation before a product leaves the catalog. */
export function DeleteProductDialog({
  name,
  open,
  busy,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
        >
          <Dialog.Title className="text-xl font-bold">Delete this product?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            “{name}” will be removed from its listing and review pages. This cannot be undone.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={buttonClass("outline")} disabled={busy}>
              Cancel
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

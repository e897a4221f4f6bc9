import { ArrowDown } from "~/components/ui/icons/arrow-down";
import { ArrowUp } from "~/components/ui/icons/arrow-up";
import { Pencil } from "~/components/ui/icons/pencil";
import { RefreshCw } from "~/components/ui/icons/refresh-cw";
import { Trash2 } from "~/components/ui/icons/trash2";
import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { CATEGORIES, ProductCard, mapServerProduct, type AdminProductRecord, type CategorySlug } from "~/features/catalog";
import { notify } from "~/lib/toast.client";

import { writeFailureMessage } from "../admin-api.client";
import type { CatalogOverview } from "../catalog-overview";
import { useProductWrite, type ProductListState } from "../admin-queries";
import { draftFromRecord } from "../product-draft";
import { DeleteProductDialog } from "./delete-product-dialog";
import { FormField, inputClass } from "~/components/ui/form-field";
import { CategoryOptions, ProductForm } from "./product-form";

const REFRESH_ID = "manage-refresh";
const focusById = (id: string) => {
  const el = document.getElementById(id);
  if (el && !(el as HTMLButtonElement).disabled) {
    el.focus();
    return true;
  }
  return false;
};

const clickLabel = (n: number) => `${n} ${n === 1 ? "click" : "clicks"}`;

/**
 * The Manage tab: a category's products with "Refresh Products", edit, delete and move
 * up/down (the order is the review rank), with 30-day clicks.
 */
export function ManageProducts({
  tag,
  category,
  onCategoryChange,
  list,
  reload,
  onChanged,
  clicks,
  overview,
  refreshing = false,
}: {
  tag: string;
  category: CategorySlug;
  onCategoryChange: (category: CategorySlug) => void;
  list: ProductListState;
  /** "Refresh Products". */
  reload: () => void;
  /** After a write, which has already marked the lists stale. */
  onChanged: () => void;
  clicks: Record<string, number>;
  overview: CatalogOverview;
  /** The page is loading the catalog's editorial fields again (after a write). */
  refreshing?: boolean;
}) {
  // The product being edited, by id: its fields are read from the list as it is now, not as it was
  // when Edit was pressed, so a form opened after a save shows what was saved.
  const [editing, setEditing] = useState<{ id: number; rank: number } | null>(null);
  const [editCategory, setEditCategory] = useState<CategorySlug>(category);
  const [deleting, setDeleting] = useState<AdminProductRecord | null>(null);
  const moveWrite = useProductWrite<{ id: number; direction: "up" | "down" }>("/api/move-product.php");
  const deleteWrite = useProductWrite<{ id: number }>("/api/delete-product.php");
  const busy = moveWrite.isPending || deleteWrite.isPending;
  // While the list or the editorial fields load again after a write, an edit would start from the
  // values before it: Edit waits for them.
  const stale = list.status === "loading" || refreshing;
  // Where focus goes back after an edit, move or delete: the first of `ids` that can take it. After
  // a write it waits for a list other than the one on screen when the write was made, and loaded
  // (the buttons are disabled while it loads, and a disabled button drops the focus).
  const pendingFocus = useRef<{ ids: string[]; before: ProductListState | null } | null>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  // The dialog opens without a Radix trigger, so focus goes back to the button by hand.
  const deleteTrigger = useRef<string | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || editing || stale || list === pending.before) return;
    pendingFocus.current = null;
    pending.ids.some(focusById);
  }, [list, editing, stale]);

  useEffect(() => {
    if (editing) editHeading.current?.focus();
  }, [editing]);

  const startEdit = (record: AdminProductRecord, rank: number) => {
    setEditCategory(category);
    setEditing({ id: record.id, rank });
  };
  const flags = new Map(overview.items.map((item) => [item.id, item]));
  const stopEdit = (productId: number, saved: boolean) => {
    pendingFocus.current = { ids: [`edit-${productId}`, REFRESH_ID], before: saved ? list : null };
    setEditing(null);
  };

  const move = (product: AdminProductRecord, direction: "up" | "down") =>
    moveWrite.mutate(
      { id: product.id, direction },
      {
        onSuccess: () => {
          const other = direction === "up" ? "down" : "up";
          pendingFocus.current = { ids: [`move-${direction}-${product.id}`, `move-${other}-${product.id}`], before: list };
          notify("success", "Order Updated", { description: `“${product.name}” moved ${direction}.` });
          onChanged();
        },
        onError: (error) => notify("error", "Error", { description: writeFailureMessage(error, "Failed to move product") }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const product = deleting;
    deleteWrite.mutate(
      { id: product.id },
      {
        onSuccess: () => {
          notify("success", "Product Deleted", { description: `“${product.name}” was removed from the catalog.` });
          pendingFocus.current = { ids: [REFRESH_ID], before: list };
          setDeleting(null);
          onChanged();
        },
        onError: (error) => notify("error", "Error", { description: writeFailureMessage(error, "Failed to delete product") }),
      },
    );
  };

  const editedProduct = editing ? list.products.find((p) => p.id === editing.id) : undefined;
  if (editing && editedProduct) {
    const { rank } = editing;
    const product = editedProduct;
    const initialDraft = draftFromRecord(product, overview.editorial[String(product.id)]);
    return (
      <section aria-labelledby="edit-heading" className="mt-6">
        <h2 id="edit-heading" ref={editHeading} tabIndex={-1} className="mb-4 text-2xl font-bold focus:outline-none">
          Edit “{product.name}”
        </h2>
        {/* Keyed by the saved values, so the form always starts from what is stored now. */}
        <ProductForm
          key={`${product.id}:${JSON.stringify(initialDraft)}`}
          mode={{ kind: "edit", productId: product.id, onCancel: () => stopEdit(product.id, false) }}
          tag={tag}
          category={editCategory}
          onCategoryChange={setEditCategory}
          initialDraft={initialDraft}
          previewRank={rank}
          onSaved={(saved) => {
            if (saved !== category) onCategoryChange(saved);
            onChanged();
            stopEdit(product.id, true);
          }}
        />
      </section>
    );
  }

  const { products } = list;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end gap-4">
        <FormField id="manage-category" label="Category">
          <select
            id="manage-category"
            value={category}
            onChange={(e) => onCategoryChange(e.target.value as CategorySlug)}
            className={inputClass}
          >
            <CategoryOptions />
          </select>
        </FormField>
        <Button id={REFRESH_ID} variant="outline" onClick={reload} disabled={list.status === "loading"}>
          <RefreshCw size={18} />
          Refresh Products
        </Button>
      </div>
      <div role="status" className="mt-6">
        {list.status === "loading" && <p className="text-slate-700">Loading products...</p>}
        {list.status === "ready" && products.length === 0 && (
          <p className="rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
            No products found in this category
          </p>
        )}
        {list.status === "error" && <p className="font-medium text-red-800">{list.message}</p>}
      </div>
      {list.status !== "error" && products.length > 0 && (
        <ol
          className="mt-2 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={`${CATEGORIES[category].label} in review order`}
        >
          {products.map((record, index) => {
            const editorial = overview.editorial[String(record.id)];
            const flag = flags.get(record.id);
            return (
              <li key={record.id} className="flex flex-col gap-3" data-testid="admin-product">
                <ProductCard
                  product={mapServerProduct({ ...record, rating: editorial?.rating ?? null }, { tag, category, index })}
                  priceCheckedAt={editorial?.priceCheckedAt}
                  trackClicks={false}
                />
                <p className="text-sm text-slate-700">
                  Rank {index + 1} of {products.length} · {clickLabel(clicks[String(record.id)] ?? 0)} in the last 30 days
                </p>
                {flag && (flag.searchLink || flag.cannedReview || flag.priceStale) && (
                  <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label={`Checks for ${record.name}`}>
                    {flag.cannedReview && (
                      <li className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-950" data-testid="flag-canned-review">
                        Canned review text
                      </li>
                    )}
                    {flag.searchLink && (
                      <li className="rounded-full bg-red-100 px-2.5 py-1 text-red-900" data-testid="flag-search-link">
                        Links to a search page
                      </li>
                    )}
                    {flag.priceStale && (
                      <li className="rounded-full bg-slate-200 px-2.5 py-1 text-slate-900" data-testid="flag-stale-price">
                        Price older than a week
                      </li>
                    )}
                  </ul>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`edit-${record.id}`}
                    variant="outline"
                    size="sm"
                    onClick={() => startEdit(record, index)}
                    disabled={busy || stale}
                  >
                    <Pencil size={16} />
                    Edit<span className="sr-only"> {record.name}</span>
                  </Button>
                  <Button
                    id={`move-up-${record.id}`}
                    variant="outline"
                    size="sm"
                    onClick={() => move(record, "up")}
                    disabled={busy || index === 0}
                  >
                    <ArrowUp size={16} />
                    Move up<span className="sr-only"> {record.name}</span>
                  </Button>
                  <Button
                    id={`move-down-${record.id}`}
                    variant="outline"
                    size="sm"
                    onClick={() => move(record, "down")}
                    disabled={busy || index === products.length - 1}
                  >
                    <ArrowDown size={16} />
                    Move down<span className="sr-only"> {record.name}</span>
                  </Button>
                  <Button
                    id={`delete-${record.id}`}
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      deleteTrigger.current = `delete-${record.id}`;
                      setDeleting(record);
                    }}
                    disabled={busy}
                  >
                    <Trash2 size={16} />
                    Delete<span className="sr-only"> {record.name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <DeleteProductDialog
        name={deleting?.name ?? ""}
        open={deleting !== null}
        busy={busy}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!pendingFocus.current && deleteTrigger.current) focusById(deleteTrigger.current);
        }}
      />
    </div>
  );
}

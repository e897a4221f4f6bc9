import { Save } from "~/components/ui/icons/save";
import { useEffect, useState, type FormEvent } from "react";

import { Button } from "~/components/ui/button";
import { CATEGORY_LIST, PRICE_TIERS, ProductCard, type CategorySlug } from "~/features/catalog";
import { notify } from "~/lib/toast.client";

import { writeFailureMessage } from "../admin-api.client";
import { useProductWrite } from "../admin-queries";
import { PASTE_MESSAGES, parseAmazonPaste } from "../paste-parser";
import { createEmptyDraft, draftToInput, draftToPreview, type ProductFormDraft } from "../product-draft";
import { ProductInputSchema, firstProductIssue, type ProductField, type ProductInput } from "../product-schema";
import { FeatureFields } from "./feature-fields";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { PasteBox } from "./paste-box";
import { ReviewFields, ReviewPreview, reviewFieldId, type ReviewKey } from "./review-fields";

/** How long the Image URL must stay unchanged before the preview loads it. */
const PREVIEW_IMAGE_DELAY_MS = 400;

export const ADD_MESSAGES = {
  addFailed: "Failed to add product",
  addedTitle: "Product Added",
  addedDescription: "Product was successfully added to the database.",
  updateFailed: "Failed to save product",
  updatedTitle: "Product Updated",
  updatedDescription: "Your changes are live on the listing and review pages.",
} as const;

type Mode = { kind: "add" } | { kind: "edit"; productId: number; onCancel: () => void };

const FIELD_IDS: Record<ProductField, string> = {
  name: "name",
  description: "description",
  price: "price",
  affiliate_link: "affiliate-link",
  image_src: "image-src",
  category: "category",
  features: "feature-0",
  model_number: "model-number",
  rating: "rating",
  price_tier: "price-tier",
  badge: "badge",
  review: "review-teaser",
};

const TIER_LABELS: Record<(typeof PRICE_TIERS)[number], string> = {
  budget: "Budget (adds “Best Value”)",
  mid: "Mid-range",
  premium: "Premium (adds “Performance King”)",
  unknown: "Not set",
};

/** The options of a category select, in the catalog's order. */
export function CategoryOptions() {
  return CATEGORY_LIST.map((c) => (
    <option key={c.slug} value={c.slug}>
      {c.label}
    </option>
  ));
}

/**
 * The add form and, with mode "edit", the same form for a stored product. Saving posts JSON to
 * the product API; the schema the API uses checks it first and the first problem, in the
 * form's field order, is the one shown.
 */
export function ProductForm({
  mode,
  tag,
  category,
  onCategoryChange,
  initialDraft,
  onSaved,
  previewRank,
}: {
  mode: Mode;
  tag: string;
  category: CategorySlug;
  onCategoryChange: (category: CategorySlug) => void;
  initialDraft?: ProductFormDraft;
  onSaved: (category: CategorySlug) => void;
  /** The review rank the preview card shows (an edited product's own; a new one goes last). */
  previewRank?: number;
}) {
  const [draft, setDraft] = useState<ProductFormDraft>(() => initialDraft ?? createEmptyDraft());
  const [pasted, setPasted] = useState("");
  const addWrite = useProductWrite<ProductInput>("/api/add-product.php");
  const updateWrite = useProductWrite<ProductInput & { id: number }>("/api/update-product.php");
  const saving = addWrite.isPending || updateWrite.isPending;
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: ProductField; message: string; sub?: ReviewKey } | null>(null);
  // The preview shows the Image URL once typing pauses: a path typed a letter at a time is not
  // requested (and drawn as a broken picture) at every letter.
  const [previewImage, setPreviewImage] = useState(draft.imageSrc);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewImage(draft.imageSrc), PREVIEW_IMAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft.imageSrc]);
  const preview = draftToPreview({ ...draft, imageSrc: previewImage }, category, tag);
  const p = mode.kind === "add" ? "add" : `edit-${mode.productId}`;
  const id = (field: string) => `${p}-${field}`;
  const errorOf = (field: ProductField) => (fieldError?.field === field ? fieldError.message : undefined);
  const reviewErrorOf = (key: ReviewKey) =>
    fieldError?.field === "review" && (fieldError.sub ?? "teaser") === key ? fieldError.message : undefined;

  /**
   * After a refused save the form checks itself as it is edited: the field in error loses its
   * message, and the banner its text, once that field is valid (or the whole form is).
   */
  const recheck = (next: ProductFormDraft) => {
    if (!fieldError) return;
    const parsed = ProductInputSchema.safeParse(draftToInput(next, category));
    const still = parsed.success
      ? undefined
      : parsed.error.issues.find(
          (issue) =>
            issue.path[0] === fieldError.field &&
            (fieldError.field !== "review" || String(issue.path[1] ?? "teaser") === fieldError.sub),
        );
    if (!still) {
      setFieldError(null);
      setError(null);
    } else if (still.message !== fieldError.message) {
      setFieldError({ ...fieldError, message: still.message });
      setError(still.message);
    }
  };

  const set = <K extends keyof ProductFormDraft>(key: K, value: ProductFormDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    recheck(next);
  };

  const fail = (message: string, field?: ProductField, path: PropertyKey[] = []) => {
    setError(message);
    const sub = field === "review" ? (String(path[0] ?? "teaser") as ReviewKey) : undefined;
    setFieldError(field ? { field, message, sub } : null);
    notify("error", "Error", { description: message });
    if (field) document.getElementById(id(sub ? reviewFieldId(sub) : FIELD_IDS[field]))?.focus();
  };

  const parsePaste = () => {
    setError(null);
    setFieldError(null);
    try {
      const result = parseAmazonPaste(pasted, { tag });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      const { affiliateLink, name, imageSrc, price } = result.values;
      setDraft((d) => ({
        ...d,
        affiliateLink,
        name: name ?? d.name,
        price: price ?? d.price,
        imageSrc: imageSrc || d.imageSrc,
      }));
      notify("success", PASTE_MESSAGES.extractedTitle, { description: PASTE_MESSAGES.extractedDescription });
    } catch {
      setError(PASTE_MESSAGES.failed);
      notify("error", PASTE_MESSAGES.errorTitle, { description: PASTE_MESSAGES.errorDescription });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setError(null);
    setFieldError(null);
    const parsed = ProductInputSchema.safeParse(draftToInput(draft, category));
    if (!parsed.success) {
      const issue = firstProductIssue(parsed.error);
      fail(issue.message, issue.field, issue.path);
      return;
    }
    const fallback = mode.kind === "add" ? ADD_MESSAGES.addFailed : ADD_MESSAGES.updateFailed;
    try {
      const body = draftToInput(draft, category);
      if (mode.kind === "add") {
        await addWrite.mutateAsync(body);
        setDraft(createEmptyDraft());
        setPasted("");
        notify("success", ADD_MESSAGES.addedTitle, { description: ADD_MESSAGES.addedDescription });
      } else {
        await updateWrite.mutateAsync({ ...body, id: mode.productId });
        notify("success", ADD_MESSAGES.updatedTitle, { description: ADD_MESSAGES.updatedDescription });
      }
      onSaved(category);
    } catch (error) {
      fail(writeFailureMessage(error, fallback));
    }
  };

  const fieldProps = (field: ProductField, hint = false) => controlProps(id(FIELD_IDS[field]), { hint, error: errorOf(field) });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={mode.kind === "add" ? "Add product" : "Edit product"}>
        <Banner tone="error" title="Error">
          {error}
        </Banner>
        <FormField id={id("category")} label="Category" required error={errorOf("category")}>
          <select
            {...fieldProps("category")}
            required
            value={category}
            onChange={(e) => onCategoryChange(e.target.value as CategorySlug)}
          >
            <CategoryOptions />
          </select>
        </FormField>
        <PasteBox id={id("paste")} value={pasted} onChange={setPasted} onParse={parsePaste} />
        <p className="text-sm text-slate-700">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id(FIELD_IDS.name)} label="Product Name" required error={errorOf("name")}>
            <input {...fieldProps("name")} required value={draft.name} onChange={(e) => set("name", e.target.value)} />
          </FormField>
          <FormField id={id(FIELD_IDS.model_number)} label="Model Number" error={errorOf("model_number")}>
            <input
              {...fieldProps("model_number")}
              value={draft.modelNumber}
              onChange={(e) => set("modelNumber", e.target.value)}
            />
          </FormField>
        </div>
        <FormField id={id(FIELD_IDS.description)} label="Description" required error={errorOf("description")}>
          <textarea
            {...fieldProps("description")}
            required
            rows={4}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id(FIELD_IDS.price)} label="Price (USD)" required error={errorOf("price")} hint="For example 49.99">
            <input
              {...fieldProps("price", true)}
              required
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => set("price", e.target.value)}
            />
          </FormField>
          <FormField id={id(FIELD_IDS.affiliate_link)} label="Affiliate Link" required error={errorOf("affiliate_link")}>
            <input
              {...fieldProps("affiliate_link")}
              required
              type="url"
              value={draft.affiliateLink}
              onChange={(e) => set("affiliateLink", e.target.value)}
            />
          </FormField>
        </div>
        <FormField
          id={id(FIELD_IDS.image_src)}
          label="Image URL"
          required
          error={errorOf("image_src")}
          hint="An https:// address or a path on this site such as /images/products/laptops.svg"
        >
          <input
            {...fieldProps("image_src", true)}
            required
            value={draft.imageSrc}
            onChange={(e) => set("imageSrc", e.target.value)}
          />
        </FormField>
        <FeatureFields
          idPrefix={p}
          features={draft.features}
          error={errorOf("features")}
          onChange={(features) => set("features", features)}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField
            id={id(FIELD_IDS.rating)}
            label="Rating"
            error={errorOf("rating")}
            hint="1.0 to 5.0; empty shows the default 4.5"
          >
            <input
              {...fieldProps("rating", true)}
              inputMode="decimal"
              placeholder="4.5"
              value={draft.rating}
              onChange={(e) => set("rating", e.target.value)}
            />
          </FormField>
          <FormField id={id(FIELD_IDS.price_tier)} label="Price Tier" error={errorOf("price_tier")}>
            <select
              {...fieldProps("price_tier")}
              value={draft.priceTier}
              onChange={(e) => set("priceTier", e.target.value as ProductFormDraft["priceTier"])}
            >
              {PRICE_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIER_LABELS[tier]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={id(FIELD_IDS.badge)} label="Badge" error={errorOf("badge")} hint="Optional, such as Best for Students">
            <input
              {...fieldProps("badge", true)}
              maxLength={40}
              value={draft.badge}
              onChange={(e) => set("badge", e.target.value)}
            />
          </FormField>
        </div>
        <ReviewFields idPrefix={p} review={draft.review} errorOf={reviewErrorOf} onChange={(review) => set("review", review)} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            <Save size={18} />
            {saving ? "Saving..." : mode.kind === "add" ? "Add Product" : "Save Changes"}
          </Button>
          {mode.kind === "edit" && (
            <Button variant="outline" onClick={mode.onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      {draft.name.trim() !== "" && (
        <aside aria-labelledby={id("preview-heading")}>
          <h2 id={id("preview-heading")} className="mb-3 text-lg font-semibold">
            Preview
          </h2>
          <ProductCard product={preview} trackClicks={false} />
        </aside>
      )}
      {draft.name.trim() !== "" && (
        <ReviewPreview
          idPrefix={p}
          product={preview}
          review={draft.review}
          badge={draft.badge}
          rank={previewRank}
          className="lg:col-span-2"
        />
      )}
    </div>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import type { CategorySlug } from "~/features/catalog";

import { createAdminQueryClient, useAdminProducts } from "../admin-queries";
import type { CatalogOverview } from "../catalog-overview";
import { CatalogChecks, type PriceAnswer } from "./catalog-checks";
import { ManageProducts } from "./manage-products";
import { ProductForm } from "./product-form";

const tabClass =
  "inline-flex min-h-11 items-center rounded-t-lg border-b-2 border-transparent px-4 font-semibold text-slate-800 hover:bg-slate-100 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800";

type ProductManagerProps = {
  tag: string;
  clicks: Record<string, number>;
  /** Every product's editorial fields and flags, from the page's loader. */
  overview: CatalogOverview;
  /** The answer to the last "Price still right". */
  priceAnswer?: PriceAnswer;
  /** Called after every write and refresh, so the page can reload what it shows beside the lists. */
  onCatalogChanged: () => void;
  /** The page is loading `overview` again. */
  refreshing?: boolean;
};

/** "Product Manager", with the query client its lists and writes go through. */
export function ProductManager(props: ProductManagerProps) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProductManagerTabs {...props} />
    </QueryClientProvider>
  );
}

/**
 * "Add Product" and "Manage Products" share one category, so a product just added is in the
 * list the Manage tab shows; a write marks the lists stale, so that list loads again.
 */
function ProductManagerTabs({ tag, clicks, overview, priceAnswer, onCatalogChanged, refreshing }: ProductManagerProps) {
  const [category, setCategory] = useState<CategorySlug>("laptops");
  const { state, reload } = useAdminProducts(category);
  const refresh = () => {
    reload();
    onCatalogChanged();
  };

  return (
    <section aria-labelledby="product-manager-heading" className="mt-6">
      <h1 id="product-manager-heading" className="text-3xl font-bold">
        Product Manager
      </h1>
      <CatalogChecks items={overview.items} answer={priceAnswer} />
      <Tabs defaultValue="add" className="mt-4">
        <TabList label="Product Manager" className="flex gap-2 border-b border-slate-300">
          <Tab value="add" className={tabClass}>
            Add Product
          </Tab>
          <Tab value="manage" className={tabClass}>
            Manage Products
          </Tab>
        </TabList>
        <TabPanel value="add" className="focus-visible:ring-brand-700 mt-6 focus:outline-none focus-visible:ring-2">
          <ProductForm
            mode={{ kind: "add" }}
            tag={tag}
            category={category}
            onCategoryChange={setCategory}
            onSaved={onCatalogChanged}
            previewRank={state.status === "ready" ? state.products.length : undefined}
          />
        </TabPanel>
        <TabPanel value="manage" className="focus-visible:ring-brand-700 focus:outline-none focus-visible:ring-2">
          <ManageProducts
            tag={tag}
            category={category}
            onCategoryChange={setCategory}
            list={state}
            reload={refresh}
            onChanged={onCatalogChanged}
            clicks={clicks}
            overview={overview}
            refreshing={refreshing}
          />
        </TabPanel>
      </Tabs>
    </section>
  );
}

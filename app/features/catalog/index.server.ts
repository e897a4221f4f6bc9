/** The catalog's writes, for the admin's product API; server only. */
export { invalidateCatalogCache } from "./catalog-cache.server";
export type { ProductChanges } from "./product";
export { deleteProduct, moveProduct, updateProduct } from "./product-writes.server";
export { insertProduct } from "./products.server";

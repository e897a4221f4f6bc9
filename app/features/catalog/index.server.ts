/** The catalog's writes, for the admin's product API; server only. */
export { invalidateCatalogCache } from "./catalog-cache.server";
export { deleteProduct, moveProduct, updateProduct, type ProductChanges } from "./product-writes.server";
export { insertProduct } from "./products.server";

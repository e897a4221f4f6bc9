/** The catalog's writes, for the admin's product API; server only. */
export { invalidateCatalogCache } from "./catalog-cache.server";
export type { ProductChanges } from "./product";
export { editorialById } from "./editorial";
export { confirmProductPrice, deleteProduct, moveProduct, updateProduct } from "./product-writes.server";
export { insertProduct, listAllProducts } from "./products.server";

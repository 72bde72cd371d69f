/** What a product id (its SKU) may look like: letters, digits, dashes and underscores (the import allows them). */
export const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;

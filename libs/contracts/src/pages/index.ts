// Hosted pages: the model, its checks, the layouts and the HTML renderer (docs/product.md, Hosted pages).
export * from './page-model';
export * from './page-messages';
export * from './page-validation';
export * from './page-layouts';
export * from './page-words';
export * from './page-html';

/** The compare page's route; `?cars=<naddr>,<naddr>…` names the cars (docs/product.md §2 Compare). */
export const COMPARE_PATH = '/compare';
export const COMPARE_PARAM = 'cars';

/** The 'Muted' screen (docs/product.md §2 Mute): here so the account menu links to it without importing the mutes feature. */
export const MUTED_PATH = '/muted';

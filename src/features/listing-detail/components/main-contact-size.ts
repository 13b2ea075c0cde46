/**
 * The main contact button's height under the price (docs/product.md §2 Listing detail), shared by the button
 * (MainContactButton), its stand-in until its code loads and so the boot paint's copy of the first view: all
 * take the same room, so nothing moves as one replaces the other. 44 px: a comfortable target on a phone.
 */
export const MAIN_CONTACT_HEIGHT = 'h-11';

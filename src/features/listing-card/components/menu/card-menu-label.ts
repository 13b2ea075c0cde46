/** The accessible name of a grid card's '…' button (docs/product.md §2 Report, §2 Mute). */
export function cardMenuLabel(title: string): string {
  return `More actions for ${title}`;
}

/**
 * The look of the '…' button, shared by the stand-in and the real trigger so the swap does not shift. It sits
 * beside the title: negative margins keep the title's line height, and a touch screen gets a 40 px target.
 */
export const CARD_MENU_BUTTON_CLASS =
  'relative z-10 -my-1.5 -mr-2 size-9 shrink-0 text-muted-foreground pointer-coarse:-my-2 pointer-coarse:size-10';

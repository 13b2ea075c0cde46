/** The accessible name of a grid card's '…' button (docs/product.md §2 Report, §2 Mute). */
export function cardMenuLabel(title: string): string {
  return `More actions for ${title}`;
}

/** The look of the '…' button, shared by the stand-in and the real trigger so the swap does not shift. */
export const CARD_MENU_BUTTON_CLASS = 'relative z-10 ml-auto size-9 shrink-0 text-muted-foreground pointer-coarse:size-10';

/** The accessible name of a grid card's '…' button (docs/product.md §2 Report, §2 Mute). */
export function cardMenuLabel(title: string): string {
  return `More actions for ${title}`;
}

/**
 * The look of the '…' button, shared by the stand-in and the real trigger so the swap does not shift. It sits
 * beside the title: negative margins take exactly the title's line height (1.375rem, leading-snug) off its
 * size (2.25rem, 2.5rem on a touch screen for a 40 px target), so the card keeps the height the windowed grid
 * estimates (browse/hooks/useWindowedRows.ts).
 */
export const CARD_MENU_BUTTON_CLASS =
  'relative z-10 -my-[0.4375rem] -mr-2 size-9 shrink-0 text-muted-foreground pointer-coarse:-my-[0.5625rem] pointer-coarse:size-10';

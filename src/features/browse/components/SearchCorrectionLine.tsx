import type { SearchCorrection } from '@/nostr/search-correction';

interface SearchCorrectionLineProps {
  correction: SearchCorrection;
  /** 'Search for … instead': show the results of the text as typed. */
  onSearchAsTyped: () => void;
}

/** docs/product.md §2 Home: browse tab: "Showing results for Volvo · Search for Volov instead". */
export function SearchCorrectionLine({ correction, onSearchAsTyped }: SearchCorrectionLineProps) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="search-correction">
      Showing results for <strong className="font-semibold text-foreground">{correction.corrected}</strong>
      <span aria-hidden="true"> · </span>
      <button
        type="button"
        onClick={onSearchAsTyped}
        className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Search for <span className="italic">{correction.original}</span> instead
      </button>
    </p>
  );
}

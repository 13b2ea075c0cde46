import { CompareScreen } from '@/features/compare/public';
import { BackToMarketplace } from '@/features/listing-card/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/compare?cars=<naddr>,<naddr>…`: up to four cars side by side (docs/product.md §2 Compare). */
export function ComparePage() {
  usePageTitle('Compare cars');
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 pb-24 sm:px-6">
      <BackToMarketplace />
      <CompareScreen />
    </div>
  );
}

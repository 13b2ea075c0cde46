import { BasicInfoSection } from './BasicInfoSection';
import { MoreDetailsSection } from './MoreDetailsSection';
import { PhotosSection } from './PhotosSection';
import { PricingSection } from './PricingSection';
import { VehicleDetailsSection } from './VehicleDetailsSection';

/**
 * Every section of the listing form, disabled while publishing: the same fields for a new listing and for an
 * edit (docs/product.md §2), so the two forms cannot drift apart.
 */
export function ListingFormFields({ publishing, ...photos }: { publishing: boolean } & Parameters<typeof PhotosSection>[0]) {
  return (
    <fieldset disabled={publishing} className="min-w-0 space-y-8">
      <BasicInfoSection />
      <PricingSection />
      <VehicleDetailsSection />
      <MoreDetailsSection />
      <PhotosSection {...photos} />
    </fieldset>
  );
}

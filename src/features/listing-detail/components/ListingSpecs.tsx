import {
  ArmchairIcon,
  CalendarCheckIcon,
  CalendarIcon,
  CarFrontIcon,
  CogIcon,
  CylinderIcon,
  Disc3Icon,
  DoorOpenIcon,
  FuelIcon,
  GaugeIcon,
  MapPinIcon,
  PaletteIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
  WrenchIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { CarListing } from '@/nostr/listing';
import { useDisplayUnit } from '@/features/settings/public';

import { formatMileage, makeAndModel } from '@/features/listings/public';
import { carSpecRows, type CarSpecRowKey } from '../car-spec-rows';
import { DetailCardTitle } from './DetailCardTitle';
import { ListingEquipment } from './ListingEquipment';
import { ListingVin } from './ListingVin';

interface Spec {
  label: string;
  value: string | undefined;
  Icon: LucideIcon;
}

const SPEC_ICONS: Record<CarSpecRowKey, LucideIcon> = {
  power: ZapIcon,
  engine: CylinderIcon,
  registration: CalendarCheckIcon,
  owners: UsersIcon,
  drivetrain: Disc3Icon,
  doors: DoorOpenIcon,
  seats: ArmchairIcon,
  service: WrenchIcon,
  accidentFree: ShieldCheckIcon,
  seller: StoreIcon,
};

/**
 * docs/product.md §2 Specifications card: each field only when the listing states it (the buyer fields of §3 Car
 * details as spec pairs after the others), the equipment as a list, then the VIN when there is one.
 */
export function ListingSpecs({ listing }: { listing: CarListing }) {
  const displayUnit = useDisplayUnit();
  const specs: Spec[] = [
    { label: 'Make & Model', value: makeAndModel(listing), Icon: TagIcon },
    { label: 'Year', value: listing.year, Icon: CalendarIcon },
    { label: 'Mileage', value: formatMileage(listing, displayUnit), Icon: GaugeIcon },
    { label: 'Fuel Type', value: listing.fuelType, Icon: FuelIcon },
    { label: 'Transmission', value: listing.transmission, Icon: CogIcon },
    { label: 'Body Type', value: listing.bodyType, Icon: CarFrontIcon },
    { label: 'Color', value: listing.color, Icon: PaletteIcon },
    { label: 'Condition', value: listing.condition, Icon: SparklesIcon },
    { label: 'Location', value: listing.location, Icon: MapPinIcon },
    ...carSpecRows(listing.specs).map(({ key, label, value }) => ({ label, value, Icon: SPEC_ICONS[key] })),
  ];
  const equipment = listing.specs?.equipment ?? [];
  const present = specs.filter((spec) => spec.value !== undefined);
  return (
    <Card role="region" aria-labelledby="listing-specs-title">
      <CardHeader className="pb-3 sm:pb-3">
        <DetailCardTitle id="listing-specs-title">Specifications</DetailCardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {present.length === 0 && equipment.length === 0 && listing.vin === undefined && <p className="text-sm text-muted-foreground">The seller gave no specifications.</p>}
        {present.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            {present.map(({ label, value, Icon }) => (
              // A <dl> may only hold dt/dd groups wrapped in one div, so the icon sits inside the <dt>.
              <div key={label} className="relative min-w-0 pl-6.5">
                <dt className="text-xs text-muted-foreground">
                  <Icon className="absolute left-0 top-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="break-words text-sm font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {equipment.length > 0 && <ListingEquipment items={equipment} />}
        {listing.vin !== undefined && <ListingVin listing={listing} vin={listing.vin} />}
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CityCombobox, type PickedCity } from '@/features/places/public';
import { DEFAULT_RADIUS_KM, DISTANCE_RADII_KM, isRadiusKm, type NearFilter } from '@/nostr/listing-distance';

interface DistanceFilterProps {
  id: string;
  value: NearFilter | undefined;
  onChange: (near: NearFilter | undefined) => void;
}

/**
 * 'Near' (a city from the offline list) and 'Within' (25–500 km) of the filter panel (docs/product.md §2
 * Location and distance). Choosing a city turns the filter on; emptying the box turns it off.
 */
export function DistanceFilter({ id, value, onChange }: DistanceFilterProps) {
  const [text, setText] = useState(value?.label ?? '');
  // A filter changed from outside (its chip removed, Clear All, Back) shows its own city in the box.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.label ?? '');
  }
  const radiusKm = value?.radiusKm ?? DEFAULT_RADIUS_KM;

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-near`}>Near</Label>
        <CityCombobox
          id={`${id}-near`}
          value={text}
          placeholder="Any city"
          onTextChange={(next) => {
            setText(next);
            if (next.trim() === '' && value !== undefined) onChange(undefined);
          }}
          onPick={(city: PickedCity) => {
            setText(city.label);
            onChange({ label: city.label, lat: city.lat, lon: city.lon, radiusKm });
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-within`}>Within</Label>
        <Select
          value={String(radiusKm)}
          disabled={value === undefined}
          onValueChange={(next) => {
            const radius = Number(next);
            if (value !== undefined && isRadiusKm(radius)) onChange({ ...value, radiusKm: radius });
          }}
        >
          <SelectTrigger id={`${id}-within`} aria-describedby={value === undefined ? `${id}-within-hint` : undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DISTANCE_RADII_KM.map((radius) => (
              <SelectItem key={radius} value={String(radius)}>
                {radius} km
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {value === undefined && (
          <p id={`${id}-within-hint`} className="text-xs text-muted-foreground">
            Choose a city first.
          </p>
        )}
      </div>
    </div>
  );
}

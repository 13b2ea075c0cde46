import { CheckIcon } from 'lucide-react';

/** 'Equipment' on the Specifications card: the seller's items as a list, shown as plain text whatever they say. */
export function ListingEquipment({ items }: { items: readonly string[] }) {
  return (
    <div className="space-y-2">
      <h3 id="listing-equipment-title" className="text-xs text-muted-foreground">
        Equipment
      </h3>
      <ul aria-labelledby="listing-equipment-title" className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item} className="flex min-w-0 items-start gap-2 text-sm">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

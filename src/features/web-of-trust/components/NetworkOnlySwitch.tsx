import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

import { useNetworkOnlyParam } from '../network-only';
import { useOwnContactList } from '../useOwnContactList';

/**
 * 'Only sellers in my network' in the filter card (docs/product.md §2 Web of trust): shown when signed in with
 * follows; it applies at once, like every filter.
 */
export function NetworkOnlySwitch({ id }: { id: string }) {
  const { self, follows } = useOwnContactList();
  const [on, setOn] = useNetworkOnlyParam();
  if (self === undefined || (follows.length === 0 && !on)) return null;
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={on} onCheckedChange={setOn} />
      <Label htmlFor={id} className="cursor-pointer">
        Only sellers in my network
      </Label>
    </div>
  );
}

import { ArrowLeftIcon, FileTextIcon, HashIcon, LayersIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RouteIdentifier } from '@/nostr/nip19-route';
import { usePageTitle } from '@/lib/usePageTitle';

type Decoded = Exclude<RouteIdentifier, { type: 'invalid' }>;

const SCREENS = {
  profile: { title: 'Profile', Icon: UserIcon },
  note: { title: 'Note', Icon: FileTextIcon },
  event: { title: 'Event', Icon: HashIcon },
  address: { title: 'Addressable event', Icon: LayersIcon },
} as const;

function details(decoded: Decoded): [string, string][] {
  switch (decoded.type) {
    case 'profile':
      return [['Public key', decoded.pubkey], ...decoded.relays.map((relay): [string, string] => ['Relay hint', relay])];
    case 'note':
      return [['Event id', decoded.id]];
    case 'event':
      return [
        ['Event id', decoded.id],
        ...(decoded.author ? [['Author', decoded.author] as [string, string]] : []),
        ...(decoded.kind !== undefined ? [['Kind', String(decoded.kind)] as [string, string]] : []),
      ];
    case 'address':
      return [
        ['Kind', String(decoded.kind)],
        ['Author', decoded.pubkey],
        ['Identifier', decoded.identifier],
      ];
  }
}

/** The decoded identifier for npub/nprofile, note, nevent and naddr routes. */
export function Nip19Placeholder({ identifier, decoded }: { identifier: string; decoded: Decoded }) {
  const { title, Icon } = SCREENS[decoded.type];
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" className="mb-4">
        <Link to="/">
          <ArrowLeftIcon />
          Back to Marketplace
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2" data-testid="nip19-screen" data-type={decoded.type}>
            <Icon className="size-5" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription className="break-all font-mono">{identifier}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            {details(decoded).map(([label, value], index) => (
              <div key={`${label}-${index}`} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all font-mono">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

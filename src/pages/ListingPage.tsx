import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/usePageTitle';

export function ListingPage() {
  const { listingId = '' } = useParams();
  usePageTitle('Listing');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <Button asChild variant="ghost">
        <Link to="/">
          <ArrowLeftIcon />
          Back to Marketplace
        </Link>
      </Button>
      <p className="mt-4 font-mono text-sm text-muted-foreground">{listingId}</p>
    </div>
  );
}

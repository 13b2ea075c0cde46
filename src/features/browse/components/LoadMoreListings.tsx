import { Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';

interface LoadMoreListingsProps {
  onLoadMore: () => void;
  loading: boolean;
  /**
   * Also load when the button scrolls into view (infinite scroll). Off while a search or filter narrows the
   * grid: a short result list would otherwise keep the button in view and page through the whole relay.
   */
  auto: boolean;
}

/** Asks the relay for the next (older) page of listings: a button, and infinite scroll when `auto`. */
export function LoadMoreListings({ onLoadMore, loading, auto }: LoadMoreListingsProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The observer outlives renders; it must call the latest props.
  const latest = useRef({ onLoadMore, loading, auto });
  useEffect(() => {
    latest.current = { onLoadMore, loading, auto };
  });

  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const { onLoadMore: load, loading: busy, auto: enabled } = latest.current;
        // Only after the user scrolled: on a short first page the button is in view at once.
        if (entry?.isIntersecting && enabled && !busy && window.scrollY > 0) load();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="flex justify-center pt-2">
      <Button ref={button} variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {loading ? 'Loading more…' : 'Load more listings'}
      </Button>
    </div>
  );
}

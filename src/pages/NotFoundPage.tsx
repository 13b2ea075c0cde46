import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/usePageTitle';

export function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

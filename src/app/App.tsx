import { useState } from 'react';
import { RouterProvider } from 'react-router';

import type { AppConfig } from '@/features/settings/public';

import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App({ initialConfig }: { initialConfig?: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <Providers queryClient={queryClient} initialConfig={initialConfig}>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}

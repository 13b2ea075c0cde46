import { useState } from 'react';
import { BrowserRouter } from 'react-router';

import type { AppConfig } from '@/features/settings/public';

import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

export function App({ initialConfig }: { initialConfig?: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <Providers queryClient={queryClient} initialConfig={initialConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { DeferredToaster } from '@/components/ui/DeferredToaster';
import { AccountsProvider } from '@/features/accounts/components/AccountsProvider';
import { AppProvider } from '@/features/settings/AppProvider';
import type { AppConfig } from '@/features/settings/app-config';

import { NostrProvider } from './NostrProvider';
import { RelayAuthSigner } from './RelayAuthSigner';

export function Providers({
  children,
  queryClient,
  initialConfig,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  initialConfig?: AppConfig;
}) {
  return (
    <AppProvider initialConfig={initialConfig}>
      <QueryClientProvider client={queryClient}>
        <NostrProvider>
          {/* No global TooltipProvider: each Tooltip brings its own (see components/ui/tooltip.tsx). */}
          <AccountsProvider>
            <RelayAuthSigner />
            {children}
          </AccountsProvider>
          <DeferredToaster />
        </NostrProvider>
      </QueryClientProvider>
    </AppProvider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { DeferredToaster } from '@/components/ui/DeferredToaster';
import { AccountsProvider } from '@/features/accounts/public';
import { RelayAuthPrompt } from '@/features/relay/public';
import { type AppConfig, AppProvider } from '@/features/settings/public';

import { forgetAccountData } from './forget-account-data';
import { NostrProvider } from './NostrProvider';
import { RelayAuthPolicy } from './RelayAuthPolicy';
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
          <AccountsProvider forgetAccount={forgetAccountData}>
            <RelayAuthPolicy />
            <RelayAuthSigner />
            <RelayAuthPrompt />
            {children}
          </AccountsProvider>
          <DeferredToaster />
        </NostrProvider>
      </QueryClientProvider>
    </AppProvider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AccountsProvider } from '@/features/accounts/components/AccountsProvider';
import { AppProvider } from '@/features/settings/AppProvider';
import type { AppConfig } from '@/features/settings/app-config';

import { NostrProvider } from './NostrProvider';

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
          <TooltipProvider>
            <AccountsProvider>{children}</AccountsProvider>
            <Toaster />
          </TooltipProvider>
        </NostrProvider>
      </QueryClientProvider>
    </AppProvider>
  );
}

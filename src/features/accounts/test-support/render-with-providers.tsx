import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inject } from 'vitest';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

/** Renders `ui` with the app's providers (accounts included) pointed at the test relay. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()} initialConfig={{ theme: 'light', relayUrl: inject('relayUrl') }}>
      {ui}
    </Providers>,
  );
}

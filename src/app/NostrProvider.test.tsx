import { useNostr } from '@/features/relay/public';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider, useAppContext } from '@/features/settings/public';

import { NostrProvider } from './NostrProvider';

function Probe() {
  const { config, setRelayUrl } = useAppContext();
  useNostr();
  return (
    <button type="button" onClick={() => setRelayUrl('ws://127.0.0.1:9/')}>
      {config.relayUrl}
    </button>
  );
}

describe('NostrProvider', () => {
  it('resets cached queries when the relay changes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['listings', 'ws://127.0.0.1:8/'], ['cached']);
    render(
      <AppProvider initialConfig={{ theme: 'light', relayUrl: 'ws://127.0.0.1:8/' }}>
        <QueryClientProvider client={queryClient}>
          <NostrProvider>
            <Probe />
          </NostrProvider>
        </QueryClientProvider>
      </AppProvider>,
    );
    expect(queryClient.getQueryData(['listings', 'ws://127.0.0.1:8/'])).toEqual(['cached']);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('ws://127.0.0.1:9/');
    expect(queryClient.getQueryData(['listings', 'ws://127.0.0.1:8/'])).toBeUndefined();
  });

  it('useNostr outside the provider throws the product message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useNostr())).toThrow('useNostr must be used within a NostrProvider');
  });

  it('useAppContext outside the provider throws the product message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAppContext())).toThrow('useAppContext must be used within an AppProvider');
  });
});

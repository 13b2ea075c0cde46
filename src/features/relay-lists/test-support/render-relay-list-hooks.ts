import { useEnsureDmRelays } from '@/features/messages/public';
import { useNetwork } from '@/features/network/public';
import { renderAppHook } from '@/test/render-screen';

import { useSaveRelayList } from '../components/useSaveRelayList';
import { useSaveDmRelayList } from '../dm/useSaveDmRelayList';

/** The NIP-65 editor over the list the network read, as the signed-in user. */
export function renderRelayListEditor(relayUrl: string) {
  return renderAppHook(
    () => {
      const network = useNetwork();
      return { network, editor: useSaveRelayList(network.relayListEvent ?? null) };
    },
    { relayUrl },
  );
}

/** The automatic DM relay list (login, Sell, Messages) and the editor's save, side by side, as the signed-in user. */
export function renderDmRelayHooks(relayUrl: string) {
  return renderAppHook(() => ({ network: useNetwork(), ensure: useEnsureDmRelays(), editor: useSaveDmRelayList(null) }), { relayUrl });
}

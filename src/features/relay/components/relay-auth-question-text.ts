import type { ConsentQuestion } from '../auth-consent';

/** The host a relay URL names (`relay.example.com`, `127.0.0.1:7777`), or the URL itself if it does not parse. */
function relayHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The login question's words (docs/product.md §4, Relay login). */
export function relayAuthQuestionText({ url, purpose }: ConsentQuestion): { title: string; description: string } {
  const host = relayHost(url);
  const what = purpose === 'read' ? 'read from it' : 'publish to it';
  return {
    title: `Log in to ${host}?`,
    description: `${host} asks you to log in to ${what}. Logging in tells it who you are.`,
  };
}

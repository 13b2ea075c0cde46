import type { NostrFilter } from '@nostrify/nostrify';

/**
 * The baseline: a page with no framework and no bundle that opens one WebSocket, sends the grid's REQ and
 * paints a card for the first EVENT. Nothing a client could do is faster, so the app is measured against it.
 */
export function barePageHtml(relayUrl: string, filter: NostrFilter): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bare REQ baseline</title></head>
<body>
<main id="grid"></main>
<script>
  const socket = new WebSocket(${JSON.stringify(relayUrl)});
  let painted = false;
  socket.onopen = () => socket.send(JSON.stringify(['REQ', 'bench', ${JSON.stringify(filter)}]));
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data[0] !== 'EVENT' || painted) return;
    painted = true;
    const title = (data[2].tags.find((tag) => tag[0] === 'title') || [])[1] || 'Untitled';
    const card = document.createElement('article');
    card.dataset.testid = 'listing-card';
    card.textContent = title;
    document.getElementById('grid').append(card);
  };
</script>
</body>
</html>
`;
}

/** docs/product.md §5: the downloaded key file is named 'secret-key.txt' with unsafe characters replaced. */
export const SECRET_KEY_FILENAME = 'secret-key.txt';

/** Replaces everything but letters, digits, dot, dash and underscore, so any OS accepts the name as is. */
export function safeFilename(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9._-]/g, '_').replace(/^\.+/, '_');
  return cleaned === '' ? '_' : cleaned;
}

/** The copy view of docs/product.md §2: only the first 16 characters of the key, then an ellipsis. */
export function maskSecretKey(nsec: string): string {
  return `${nsec.slice(0, 16)}…`;
}

/** Starts a browser download of `text` as a plain-text file. No network request: it is a local blob URL. */
export function downloadTextFile(text: string, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  try {
    const link = doc.createElement('a');
    link.href = url;
    link.download = safeFilename(filename);
    link.rel = 'noopener';
    doc.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

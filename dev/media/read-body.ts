import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

/**
 * Collects a request body but gives up as soon as it passes `maxBytes`, so an oversized upload costs at
 * most `maxBytes` of memory. The caller answers 413 and closes the connection, which stops the sender.
 */
export function readBodyWithLimit(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;

    const cleanUp = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.byteLength;
      if (received > maxBytes) {
        cleanUp();
        chunks.length = 0;
        resolve({ ok: false, tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanUp();
      resolve({ ok: true, bytes: Buffer.concat(chunks, received) });
    };
    const onError = (error: Error): void => {
      cleanUp();
      reject(error);
    };
    const onAborted = (): void => onError(new Error('Request aborted by the client'));

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

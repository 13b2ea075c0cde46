/** One HTTP PUT with upload progress; fetch() reports none, so the browser's implementation is XMLHttpRequest. */
export interface PutRequest {
  url: string;
  body: Blob;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** Bytes of the body sent so far. */
  onProgress?: (sent: number) => void;
}

export interface PutResponse {
  status: number;
  /** The BUD-01 `X-Reason` header, when the server gave one. */
  reason: string | null;
  text: string;
}

export type HttpPut = (request: PutRequest) => Promise<PutResponse>;

export const xhrPut: HttpPut = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('PUT', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.addEventListener('progress', (event) => report(event.loaded));
    }
    const cancelled = () => reject(request.signal?.reason ?? new DOMException('Upload cancelled', 'AbortError'));
    xhr.addEventListener('load', () => {
      request.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, reason: xhr.getResponseHeader('x-reason'), text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      request.signal?.removeEventListener('abort', abort);
      reject(new TypeError(`Could not reach ${new URL(request.url).origin}`));
    });
    xhr.addEventListener('abort', cancelled);
    if (request.signal?.aborted) {
      cancelled();
      return;
    }
    request.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(request.body);
  });

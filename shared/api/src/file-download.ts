import { buildPath, type Endpoint } from '@curbside/contracts';
import { ApiError } from './api-error.ts';
import { errorResponseData, type ApiClient, type CallInput, type QueryValue } from './client.ts';
import { errorText } from './rules.ts';

/** A file an endpoint answered (a CSV, PDF or AP export, a receipt): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** How much has arrived; `total` is null when the server did not say (a streamed export). */
export type DownloadProgress = (received: number, total: number | null) => void;

/** The file name of a Content-Disposition header ('attachment; filename="x.csv"'), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * One call of a file endpoint (the table's `fileResponse` calls), read as bytes rather than
 * JSON, chunk by chunk so the caller can show progress. The same headers as `client.call`;
 * a failing answer rejects with an ApiError whose text follows the one error-text rule.
 */
export async function downloadFile<E extends Endpoint>(
  client: ApiClient, endpoint: E, input: CallInput<E>, options: { onProgress?: DownloadProgress; fallbackName?: string } = {},
): Promise<DownloadedFile> {
  const { params, query, body, signal } = input as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const label = `${endpoint.method} ${endpoint.path}`;
  const headers: Record<string, string> = { 'x-api-key': client.apiKey };
  const token = client.tokens.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(client.url(buildPath(endpoint.path, (params ?? {}) as Record<string, unknown>), query as Record<string, QueryValue> | undefined), {
      method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'include', signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, text: errorText(error), call: label, cause: error });
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const responseData = errorResponseData(data);
    throw new ApiError({
      status: response.status, body: data, responseData, call: label,
      text: errorText({ response: { status: response.status, data: responseData }, message: response.statusText || `Request failed with status ${response.status}` }),
    });
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.(received, total);
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName ?? 'download'),
  };
}

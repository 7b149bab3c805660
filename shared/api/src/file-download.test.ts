import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@curbside/contracts';
import { createApiClient } from './client.ts';
import { memoryStorage } from './token-store.ts';
import { downloadFile, fileNameOf } from './file-download.ts';

const client = () => createApiClient({ apiBase: 'https://api.test', apiKey: 'k1', storage: memoryStorage(), onUnauthorized: () => {} });

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the body with the API key and reads the file in chunks, telling the progress', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['a,b\r\n', '1,2\r\n']).stream(), {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="acme-rides-2026-11-24.csv"', 'content-length': '10' },
    }));
    vi.stubGlobal('fetch', fetch);
    const progress: Array<[number, number | null]> = [];
    const file = await downloadFile(client(), endpoints.reports.ridesCsv, { body: { filters: { country: '0' }, format: 'csv' } }, {
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(file.fileName).toBe('acme-rides-2026-11-24.csv');
    expect(progress.at(-1)).toEqual([10, 10]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/web/v1/reports/csv');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-api-key': 'k1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ filters: { country: '0' }, format: 'csv' });
  });

  it("rejects with the server's message when the export fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'count must be between 1 and 10000' }), { status: 400 })));
    await expect(downloadFile(client(), endpoints.reports.ridesCsv, { body: { filters: {}, format: 'csv' } }))
      .rejects.toMatchObject({ status: 400, text: 'count must be between 1 and 10000' });
  });

  it('reads the file name of a Content-Disposition header, else the fallback', () => {
    expect(fileNameOf('attachment; filename="r.pdf"', 'x')).toBe('r.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''caf%C3%A9.csv", 'x')).toBe('café.csv');
    expect(fileNameOf(null, 'report.csv')).toBe('report.csv');
  });
});

import type { ExportFormat } from '@curbside/contracts';

// Exports (001 §7 POST /reports/csv and /reports/summary/csv; formats of 001 §3): labels, progress text, saving.

export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string; extension: string }> = [
  { format: 'csv', label: 'CSV', extension: 'csv' },
  { format: 'pdf', label: 'PDF', extension: 'pdf' },
  { format: 'ap', label: 'AP file', extension: 'txt' },
];

export interface ExportProgress {
  format: ExportFormat;
  received: number;
  total: number | null;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'Preparing the CSV export…', then 'Downloading the CSV export: 1.2 MB' (or '… 40% of 3.0 MB'). */
export function progressText(progress: ExportProgress): string {
  const name = EXPORT_FORMATS.find((f) => f.format === progress.format)?.label ?? progress.format;
  if (progress.received === 0) return `Preparing the ${name} export…`;
  if (progress.total) return `Downloading the ${name} export: ${Math.round((progress.received / progress.total) * 100)}% of ${size(progress.total)}`;
  return `Downloading the ${name} export: ${size(progress.received)}`;
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

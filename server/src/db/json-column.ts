/** JSON text columns: the one place that reads and writes them. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(text: string | null, fallback: T): T {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const isoNow = (): string => new Date().toISOString();

import type { ReportFilters } from '@curbside/contracts';
import { parseReportUrl, reportRequestOf } from '@curbside/domain';

/**
 * A starred report's stored query (the report URL of 001 §7, as curb-reports writes it) read
 * back as the report filters, so the scheduler runs what the user saved. The parsing is the
 * portal's own (shared/domain reports): what does not parse is left out (001 §5), and
 * `warn` hears about it.
 */
export function reportQueryOfUrl(query: string, warn: (message: string) => void = () => {}): ReportFilters {
  return reportRequestOf(parseReportUrl(query, warn));
}

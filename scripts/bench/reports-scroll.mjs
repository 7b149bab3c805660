// The reports table scrolling 10,000 rows (longest task), once a reports table exists: the portal
// maps no curb-reports element yet, so this reports why it is not measured.
export function measureReportsScroll({ importMap }) {
  if (!('curb-reports' in importMap)) return { measured: false, reason: 'no reports table yet' };
  return { measured: false, reason: 'curb-reports exists now: add its 10,000-row scroll measurement to scripts/bench/reports-scroll.mjs' };
}

export function reportsScrollLine(result) {
  return result.measured ? `${result.longestTaskMs} ms longest task` : `n/a (${result.reason})`;
}

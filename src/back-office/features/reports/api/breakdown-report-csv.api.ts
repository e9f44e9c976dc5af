// GET /bo/api/brands/:tenant/reports/breakdown.csv: the breakdown by category and vendor as a CSV
// attachment, downloaded by a plain same-origin link (the staff cookie goes with it).
export const breakdownReportCsvUrl = (tenantId: string, from: string, to: string) =>
  `/bo/api/brands/${encodeURIComponent(tenantId)}/reports/breakdown.csv?${new URLSearchParams({ from, to })}`;

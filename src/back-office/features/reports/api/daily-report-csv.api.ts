// GET /bo/api/brands/:tenant/reports/daily.csv: the daily report as a CSV attachment. A plain download
// link: the staff cookie (SameSite=Strict) goes with a same-origin navigation.
export const dailyReportCsvUrl = (tenantId: string, from: string, to: string) =>
  `/bo/api/brands/${encodeURIComponent(tenantId)}/reports/daily.csv?${new URLSearchParams({ from, to })}`;

import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { reportDays, reportTimeZone } from './report-range.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? `${err.status} ${err.code}` : String(err);
  }
  return 'no error';
};

describe('report ranges', () => {
  it('when a range is valid, then every day is listed once, in order, across months and leap days', () => {
    expect(reportDays('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(reportDays('2025-12-31', '2025-12-31')).toEqual(['2025-12-31']);
    expect(reportDays('2024-01-01', '2024-12-31')).toHaveLength(366);
  });

  it('when a range is reversed, not a calendar day or longer than 366 days, then it is a 400 with its code', () => {
    expect(codeOf(() => reportDays('2025-01-02', '2025-01-01'))).toBe('400 dateRangeInvalid');
    expect(codeOf(() => reportDays('2026-02-30', '2026-03-01'))).toBe('400 dateRangeInvalid');
    expect(codeOf(() => reportDays('2025-02-29', '2025-03-01'))).toBe('400 dateRangeInvalid');
    expect(codeOf(() => reportDays('2025-13-01', '2025-13-02'))).toBe('400 dateRangeInvalid');
    expect(codeOf(() => reportDays('2024-01-01', '2025-01-01'))).toBe('400 dateRangeTooLong');
  });

  it('when a brand names a zone this runtime does not know, or none, then days are cut in UTC', () => {
    expect(reportTimeZone(undefined)).toBe('UTC');
    expect(reportTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(reportTimeZone('Asia/Manila')).toBe('Asia/Manila');
    // An alias the database may not know is sent by the name this runtime resolves it to.
    expect(reportTimeZone('US/Pacific-New')).toBe('America/Los_Angeles');
  });
});

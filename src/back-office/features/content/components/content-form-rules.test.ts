import { describe, expect, it } from 'vitest';
import { allowListOf, allowListProblem, imageFileProblem, linkProblem, scheduleProblem, scheduleState, toInstant } from './content-form-rules.ts';

describe('content form rules', () => {
  it('when a link does not match its linkage type, then it is a problem', () => {
    expect(linkProblem('NONE', '')).toBeNull();
    expect(linkProblem('INTERNAL', '/promotion')).toBeNull();
    expect(linkProblem('INTERNAL', 'https://x.example')).toEqual({ key: 'content.problems.link' });
    expect(linkProblem('EXTERNAL', 'http://x.example')).toEqual({ key: 'content.problems.link' });
    expect(linkProblem('EXTERNAL', '')).toEqual({ key: 'content.problems.linkRequired' });
  });

  it('when the end is not after the start, then the schedule is a problem', () => {
    expect(scheduleProblem('2026-12-01T10:00', '2026-12-01T10:00')).toEqual({ key: 'content.problems.schedule' });
    expect(scheduleProblem('2026-12-01T10:00', '2026-12-01T11:00')).toBeNull();
    expect(scheduleProblem('', '2026-12-01T11:00')).toBeNull();
    expect(toInstant('')).toBeUndefined();
  });

  it('when the allow-list holds something that is not an address or range, then it is named', () => {
    expect(allowListOf('10.0.0.1\n10.0.0.1, 2001:db8::/32')).toEqual(['10.0.0.1', '2001:db8::/32']);
    expect(allowListProblem(['10.0.0.1', 'example.com'])).toEqual({ key: 'content.problems.address', values: { entry: 'example.com' } });
    expect(allowListProblem(['10.0.0.0/8'])).toBeNull();
  });

  it('when a file is SVG or over 1 MB, then it is refused before upload', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toEqual({ key: 'content.problems.imageType' });
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toEqual({ key: 'content.problems.imageSize' });
    expect(imageFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('when now is before, inside or after a schedule, then its state says so', () => {
    const item = { startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T11:00:00Z' };
    expect(scheduleState(item, Date.parse('2026-12-01T09:00:00Z'))).toBe('scheduled');
    expect(scheduleState(item, Date.parse('2026-12-01T10:30:00Z'))).toBe('live');
    expect(scheduleState(item, Date.parse('2026-12-01T11:00:00Z'))).toBe('ended');
  });
});

// A count on a menu entry (spec §2: badge counts on the mission, message and reward entries when above
// zero): nothing at zero, "99+" above 99; the number is shown, and `label` ("2 rewards to claim") is what
// assistive technology reads instead.
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden.tsx';

export const countText = (count: number): string => (count > 99 ? '99+' : String(count));

export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (!(count > 0)) return null;
  return (
    <>
      <Badge aria-hidden="true" data-testid={testId} data-count={count}>
        {countText(count)}
      </Badge>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

// The surface colour on the danger colour reads in both themes (dark themes have a light danger colour).
const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  margin-inline-start: auto;
  padding: 0 6px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: var(--c-surface);
  background: var(--c-danger);
`;

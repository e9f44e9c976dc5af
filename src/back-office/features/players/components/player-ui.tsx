// Layout pieces of the players pages: the empty-list line, the profile's term/value list, the two-column
// panel grid and the action form frame.
import { Link } from 'react-router';
import styled from 'styled-components';
import { media } from '../../../../lib/theme/styled-theme.ts';

/** A link inside the players pages: the staff palette's primary colour, underlined on hover. */
export const PlayerLink = styled(Link)`
  color: var(--c-primary);
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

/** A grid item that may shrink below its content (wide tables scroll inside it instead of widening the page). */
export const Shrinkable = styled.section`
  min-width: 0;
`;

export const Empty = styled.p`
  padding: 16px;
  color: var(--c-text-muted);
`;

export const Columns = styled.div`
  min-width: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  font-size: 14px;
  dt {
    color: var(--c-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Big = styled.p`
  font-size: 26px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const ActionForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 640px;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 400;
  }
  legend {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input[type='text'],
  textarea {
    padding: 8px 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 72px;
    resize: vertical;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Success = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius);
  color: var(--c-success);
  border: 1px solid color-mix(in srgb, var(--c-success) 45%, transparent);
  background: color-mix(in srgb, var(--c-success) 8%, transparent);
`;

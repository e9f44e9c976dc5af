// Small styled parts the responsible-gaming sections share (a card, a labelled select, a status box).
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
  padding: 16px;
  border-radius: var(--radius, 8px);
  border: 1px solid color-mix(in srgb, var(--c-text) 14%, transparent);
  background: var(--c-surface, transparent);
  h2 {
    font-size: 17px;
    margin: 0;
  }
  p {
    margin: 0;
    font-size: 14px;
    line-height: 1.5;
    color: var(--c-text-muted);
  }
`;

export const Field = styled.label`
  display: grid;
  gap: 6px;
  font-size: 14px;
  select {
    min-height: 40px;
    padding: 0 10px;
    border-radius: var(--radius, 8px);
    border: 1px solid color-mix(in srgb, var(--c-text) 25%, transparent);
    background: var(--c-bg);
    color: var(--c-text);
    font: inherit;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: end;
  > * {
    flex: 1 1 200px;
  }
`;

export const StatusBox = styled.div`
  display: grid;
  gap: 4px;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  font-size: 14px;
  border: 1px solid color-mix(in srgb, var(--c-primary) 35%, transparent);
  background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  &[data-tone='danger'] {
    border-color: color-mix(in srgb, var(--c-danger) 45%, transparent);
    background: color-mix(in srgb, var(--c-danger) 10%, transparent);
  }
`;

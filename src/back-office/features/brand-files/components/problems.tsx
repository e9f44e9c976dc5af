// A tenant file's problems: errors, then warnings, each with the JSON pointer it is about.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TenantProblem } from '../../../../../schemas/generated/staff.ts';
import { Muted, Pill } from '../../../components/staff-ui.tsx';

/** Errors, then warnings, each with the JSON pointer it is about. */
export function Problems({ errors, warnings }: { errors: readonly TenantProblem[]; warnings: readonly TenantProblem[] }) {
  const { t } = useTranslation();
  if (errors.length === 0 && warnings.length === 0) return <Muted>{t('brandFiles.noProblems')}</Muted>;
  return (
    <List>
      {errors.map((p, i) => (
        <li key={`e${i}`} data-kind="error">
          <Pill $tone="bad">{t('brandFiles.error')}</Pill> <code>{p.pointer || '/'}</code> {p.message}
        </li>
      ))}
      {warnings.map((p, i) => (
        <li key={`w${i}`} data-kind="warning">
          <Pill $tone="warn">{t('brandFiles.warning')}</Pill> <code>{p.pointer || '/'}</code> {p.message}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 4px;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

// "Validate a file": an operator picks a tenant file before dropping it in and sees at once whether the
// server would serve it, with every error at its JSON pointer. Nothing is written anywhere.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorLine, Muted, Panel, Pill } from '../../../components/staff-ui.tsx';
import { useValidateBrandFile } from '../api/validate-brand-file.api.ts';
import { Problems } from './problems.tsx';

export function FileCheck() {
  const { t } = useTranslation();
  const check = useValidateBrandFile();
  const result = check.data;
  return (
    <Panel>
      <h2>{t('brandFiles.checkTitle')}</h2>
      <Muted>{t('brandFiles.checkHint')}</Muted>
      <Picker>
        <span>{t('brandFiles.choose')}</span>
        <input
          type="file"
          accept=".json,application/json"
          data-testid="bo-brand-file-upload"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) check.mutate(file);
          }}
        />
      </Picker>
      {check.isPending ? <Muted>{t('common.loading')}</Muted> : null}
      <ErrorLine error={check.error} />
      {result ? (
        <Result data-testid="bo-brand-file-result">
          <p>
            <Pill $tone={result.ok ? 'good' : 'bad'}>{result.ok ? t('brandFiles.wouldServe') : t('brandFiles.wouldRefuse')}</Pill>{' '}
            {result.id ? <code>{result.id}</code> : null} {result.artChecked ? null : <Muted>{t('brandFiles.artNotChecked')}</Muted>}
          </p>
          <Problems errors={result.errors} warnings={result.warnings} />
        </Result>
      ) : null}
    </Panel>
  );
}

const Picker = styled.label`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 10px 0;
  font-size: 14px;
`;

const Result = styled.div`
  p {
    margin: 0 0 8px;
  }
`;

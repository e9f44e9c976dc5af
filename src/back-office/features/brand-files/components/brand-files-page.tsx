// The brands' files: whether each tenant file is valid and served, every error and warning with its JSON
// pointer, when the server last checked it; and "validate a file" before it is dropped in, by the same
// rules the server loads files with.
import { useTranslation } from 'react-i18next';
import type { BrandFileState } from '../../../../../schemas/generated/staff.ts';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, Panel, Pill, TableScroll } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useBrandFiles } from '../api/brand-files.api.ts';
import { FileCheck } from './file-check.tsx';
import { Problems } from './problems.tsx';

export function BrandFilesPage(_props: StaffPageProps) {
  const { t } = useTranslation();
  const files = useBrandFiles();
  const time = useStaffTime();
  return (
    <PageFrame title={t('brandFiles.title')}>
      <Muted>{t('brandFiles.hint')}</Muted>
      <ErrorLine error={files.error} />
      <Panel>
        <TableScroll>
          <table>
            <thead>
              <tr>
                <th>{t('brandFiles.file')}</th>
                <th>{t('brandFiles.state')}</th>
                <th>{t('brandFiles.serving')}</th>
                <th>{t('brandFiles.checkedAt')}</th>
                <th>{t('brandFiles.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {files.data?.files.map((f) => (
                <tr key={f.file} data-testid={`bo-brand-file-${f.id}`}>
                  <td>
                    <code>{f.file}</code>
                  </td>
                  <td>
                    <Pill $tone={f.state === 'ok' ? 'good' : 'bad'}>{t(`brandFiles.states.${f.state}`)}</Pill>
                  </td>
                  <td>{servingOf(f, t)}</td>
                  <td>{time(f.checkedAt)}</td>
                  <td>
                    <Problems errors={f.errors} warnings={f.warnings} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {files.data && files.data.files.length === 0 ? <Muted>{t('brandFiles.none')}</Muted> : null}
      </Panel>
      <FileCheck />
    </PageFrame>
  );
}

function servingOf(f: BrandFileState, t: (key: string) => string): string {
  if (!f.serving) return t('brandFiles.notServed');
  return f.state === 'ok' ? t('brandFiles.servedThis') : t('brandFiles.servedLastGood');
}

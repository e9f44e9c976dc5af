// Fixed quick links on the right (spec §2): customer service, app download, Telegram, Facebook, and LINE
// (the main messenger in Thailand) — each only when it exists for this brand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ArtIcon } from '../../components/art-icon.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { externalUrl } from '../../lib/safe-link.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { useEnabledRouteIds } from '../navigation/use-main-nav.ts';
import { routePath } from '../routes/route-table.ts';
import { useSupportEntry } from '../support-entry.ts';

export function RightBar() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const routeIds = useEnabledRouteIds();
  const cs = useSupportEntry();
  const link = (type: 'TELEGRAM' | 'FACEBOOK' | 'LINE') => externalUrl(tenant.resources.find((r) => r.resourceType === type)?.url);
  const telegram = link('TELEGRAM');
  const facebook = link('FACEBOOK');
  const line = link('LINE');
  const hasDownload = routeIds.has('down');
  const [expanded, setExpanded] = useState(false);
  if (!cs.available && !hasDownload && !telegram && !facebook && !line) return null;

  const label = (icon: IconName, text: string) => (
    <>
      <Icon name={icon} size={22} />
      <Tip>{text}</Tip>
    </>
  );
  return (
    <Bar aria-label={t('rightbar.label')} data-expanded={expanded}>
      <Toggle type="button" aria-expanded={expanded} aria-controls="right-bar-links" aria-label={t('rightbar.label')} onClick={() => setExpanded((v) => !v)}>
        <Icon name={expanded ? 'close' : cs.available ? 'headset' : 'phone'} size={22} />
      </Toggle>
      <ul id="right-bar-links">
        {cs.available ? (
          <li>
            <Action
              as="button"
              type="button"
              onClick={cs.open}
              aria-label={t('rightbar.customerService')}
              data-tone="primary"
              data-testid="rightbar-customer-service"
            >
              {label('headset', t('rightbar.customerService'))}
            </Action>
          </li>
        ) : null}
        {hasDownload ? (
          <li>
            <Action as={Link} to={routePath('down')} aria-label={t('rightbar.download')}>
              {label('phone', t('rightbar.download'))}
            </Action>
          </li>
        ) : null}
        {telegram ? (
          <li>
            <Action href={telegram} target="_blank" rel="noopener noreferrer" aria-label={`${t('rightbar.telegram')} (${t('common.openInNewWindow')})`}>
              {label('telegram', t('rightbar.telegram'))}
            </Action>
          </li>
        ) : null}
        {facebook ? (
          <li>
            <Action href={facebook} target="_blank" rel="noopener noreferrer" aria-label={`${t('rightbar.facebook')} (${t('common.openInNewWindow')})`}>
              {label('facebook', t('rightbar.facebook'))}
            </Action>
          </li>
        ) : null}
        {line ? (
          <li>
            <Action href={line} target="_blank" rel="noopener noreferrer" aria-label={`${t('rightbar.line')} (${t('common.openInNewWindow')})`}>
              {/* LINE's mark is its filled speech bubble with the word cut out: the shared social art, not a stroke icon. */}
              <ArtIcon src="/art/social/line.svg" size={22} />
              <Tip>{t('rightbar.line')}</Tip>
            </Action>
          </li>
        ) : null}
      </ul>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  right: 10px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndices.rightBar};
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: 8px;
  ${media.belowLg} {
    &[data-expanded='false'] ul {
      display: none;
    }
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 6px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--c-header-bg) 92%, transparent);
    border: 1px solid color-mix(in srgb, var(--c-primary) 35%, transparent);
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
    backdrop-filter: blur(6px);
  }
  ${media.lg} {
    top: 50%;
    bottom: auto;
    transform: translateY(-50%);
    right: 14px;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  color: var(--c-on-primary);
  background: var(--c-primary);
  box-shadow:
    0 8px 24px rgb(0 0 0 / 0.35),
    0 0 0 3px color-mix(in srgb, var(--c-primary) 30%, transparent);
  ${media.lg} {
    display: none;
  }
`;

const Tip = styled.span`
  position: absolute;
  right: calc(100% + 10px);
  top: 50%;
  transform: translateY(-50%) translateX(6px);
  padding: 6px 10px;
  border-radius: 6px;
  white-space: nowrap;
  font-size: 12px;
  font-weight: 700;
  color: var(--c-text);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.2);
  opacity: 0;
  pointer-events: none;
  transition:
    opacity 0.15s,
    transform 0.15s;
`;

const Action = styled.a`
  position: relative;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: 50%;
  color: var(--c-header-text);
  background: rgb(255 255 255 / 0.06);
  transition:
    background-color 0.15s,
    color 0.15s;
  &[data-tone='primary'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
  }
  &:hover,
  &:focus-visible {
    color: var(--c-on-primary);
    background: var(--c-primary);
  }
  &:hover ${Tip}, &:focus-visible ${Tip} {
    opacity: 1;
    transform: translateY(-50%);
  }
  ${media.lg} {
    width: 46px;
    height: 46px;
  }
`;

// The install guide of the download page (spec §2 "app download with install guide", §9 iOS 17+ tag):
// numbered steps for each platform the brand ships. Neither app comes from a store — Android installs an
// APK, iOS a configuration profile — so players need the settings path, and on iOS 17+ the profile no
// longer opens by itself (it waits at the top of Settings for a few minutes), the step most players miss.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

const ANDROID_STEPS = ['download.guide.android1', 'download.guide.android2', 'download.guide.android3', 'download.guide.android4'] as const;
const IOS_STEPS = ['download.guide.ios1', 'download.guide.ios2', 'download.guide.ios3', 'download.guide.ios4', 'download.guide.ios5'] as const;
/** The iOS step that only iOS 17 and later need; shown with the §9 tag. */
const IOS17_STEP = 'download.guide.ios4';

export function InstallGuide({ android, ios }: { android: boolean; ios: boolean }) {
  const { t } = useTranslation();
  if (!android && !ios) return null;
  return (
    <Guide aria-labelledby="install-guide-title">
      <h2 id="install-guide-title">{t('download.installGuide')}</h2>
      <Intro>{t('download.guide.intro')}</Intro>
      <Columns>
        {android ? (
          <Platform>
            <h3>
              <Icon name="android" size={20} />
              {t('download.guide.androidTitle')}
            </h3>
            <Steps>
              {ANDROID_STEPS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </Steps>
          </Platform>
        ) : null}
        {ios ? (
          <Platform>
            <h3>
              <Icon name="apple" size={20} />
              {t('download.guide.iosTitle')}
            </h3>
            <Steps>
              {IOS_STEPS.map((key) => (
                <li key={key} data-ios17={key === IOS17_STEP ? '' : undefined}>
                  {key === IOS17_STEP ? <Ios17>iOS 17+</Ios17> : null}
                  {t(key)}
                </li>
              ))}
            </Steps>
          </Platform>
        ) : null}
      </Columns>
    </Guide>
  );
}

const Guide = styled.section`
  max-width: 960px;
  margin: 40px auto 0;
  padding: 22px;
  border-radius: calc(var(--radius, 8px) * 2);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  h2 {
    font-size: 22px;
    font-weight: 900;
  }
  ${media.md} {
    padding: 28px 32px;
  }
`;

const Intro = styled.p`
  margin-top: 6px;
  color: var(--c-text-muted);
  font-size: 14px;
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 20px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Platform = styled.div`
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 16px;
    font-weight: 800;
    margin-bottom: 12px;
  }
`;

const Steps = styled.ol`
  counter-reset: step;
  display: grid;
  gap: 10px;
  li {
    counter-increment: step;
    position: relative;
    padding-left: 38px;
    font-size: 14px;
    line-height: 1.5;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -1px;
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    font-weight: 800;
    font-size: 13px;
    color: var(--c-on-primary);
    background: var(--c-primary);
  }
`;

const Ios17 = styled.span`
  display: inline-block;
  margin-right: 6px;
  padding: 1px 7px;
  border-radius: 6px;
  font-size: 11px;
  font-weight: 800;
  color: var(--c-text);
  background: color-mix(in srgb, var(--c-warning) 22%, var(--c-surface));
  border: 1px solid color-mix(in srgb, var(--c-warning) 55%, transparent);
`;

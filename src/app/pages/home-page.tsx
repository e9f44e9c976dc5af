// Home (chunk index): notices, the jackpot block with the winners carousel (real pool, real wins; a
// winner starts that game), the category showcase and hot vendors from the lanes, the download strip.
// The banner strip (w_home) comes from the layout.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../components/container.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { NoticeBar } from '../../features/content/components/notice-bar.tsx';
import { CategoryShowcase } from '../../features/games/components/category-showcase.tsx';
import { VendorCardGrid } from '../../features/games/components/vendor-card-grid.tsx';
import { hotVendorCards } from '../../features/games/hot-vendors.ts';
import { useLaunchGame } from '../../features/games/use-launch-game.ts';
import { JackpotBlock } from '../../features/jackpot/jackpot-block.tsx';
import { useModules } from '../../lib/tenant/tenant-context.tsx';
import { PromoDownloadStrip } from '../../features/download/components/promo-download-strip.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useMainNav } from '../navigation/use-main-nav.ts';
import { routePath } from '../routes/route-table.ts';
import { SectionHeading } from './page-frame.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { categories, lanes, routeIds } = useMainNav();
  const hot = lanes ? hotVendorCards(lanes, tenant.games.hotVendors) : [];
  const modules = useModules();
  const { launch } = useLaunchGame();
  return (
    <Container pt={3}>
      <VisuallyHidden as="h1">{tenant.brand.name}</VisuallyHidden>
      <NoticeBar />
      {modules.has('JACKPOT') ? (
        <JackpotBlock
          onPlay={(w) =>
            void launch({ vendor: w.vendor, gameCode: w.gameCode, gameName: w.gameName, gameType: w.gameType, iconUrl: w.iconUrl, launch: w.launch })
          }
        />
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="home-lobby">
          <SectionHeading id="home-lobby">{t('home.lobby')}</SectionHeading>
          <CategoryShowcase categories={categories} lanes={lanes} />
        </section>
      ) : null}
      {hot.length > 0 ? (
        <section aria-labelledby="home-hot">
          <SectionHeading id="home-hot">{t('home.hotVendors')}</SectionHeading>
          <VendorCardGrid cards={hot} dense />
        </section>
      ) : null}
      <Spaced>
        <PromoDownloadStrip downloadPagePath={routeIds.has('down') ? routePath('down') : null} />
      </Spaced>
    </Container>
  );
}

const Spaced = styled.div`
  margin-top: 32px;
`;

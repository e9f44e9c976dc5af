// A vendor's game list, as its adapter would import it: the built-in studio lists its own games, a
// sandboxed third-party vendor its demo list, a vendor not connected here nothing.
import type { VendorInfo } from './vendor-registry.ts';
import type { CatalogueGame } from './catalogue-game.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { ORIGINALS_GAMES } from './originals/originals-catalogue.ts';

export function vendorCatalogue(vendor: VendorInfo): CatalogueGame[] {
  if (vendor.studio === 'originals') return ORIGINALS_GAMES.filter((g) => g.vendor === vendor.vassalage).map(({ engine: _engine, ...game }) => game);
  if (vendor.studio === 'sandbox') return demoCatalogue(vendor);
  return [];
}

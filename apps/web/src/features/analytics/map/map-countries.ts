import type { TBiMapCountry } from '@pc/contract/bi';
import { alpha2ToNumeric } from 'i18n-iso-countries';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import { countryColour } from './map-colours.ts';

/** A country with data, keyed by ISO 3166 numeric (world-atlas's feature id). */
export type TMapCountryFigure = { numericId: string; name: string; value: number; colour: string };

/**
 * The map's countries: the answer's customs codes → catalogue alpha-2 (sigla) → ISO numeric.
 * Codes the catalogue or ISO do not know are left off the map (they stay in the list under it).
 */
export const toMapFigures = (
  paises: readonly TBiMapCountry[],
  catalogue: TCountryCatalogue,
): Map<string, TMapCountryFigure> => {
  const figures = new Map<string, TMapCountryFigure>();
  for (const country of paises) {
    const alpha2 = catalogue.find(country.codigo)?.sigla;
    const numericId = alpha2 ? alpha2ToNumeric(alpha2.toUpperCase()) : undefined;
    if (!alpha2 || !numericId) continue;
    const before = figures.get(numericId);
    figures.set(numericId, {
      numericId,
      name: catalogue.find(country.codigo)?.nome ?? country.pais,
      value: (before?.value ?? 0) + country.valor,
      colour: countryColour(alpha2),
    });
  }
  return figures;
};

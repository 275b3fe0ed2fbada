import type { TBiMapCountry } from '@pc/contract/bi';
import { useMemo } from 'react';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import { toMapFigures } from './map-countries.ts';
import { WorldMap } from './world-map.tsx';

type TMapCanvasProps = { paises: readonly TBiMapCountry[]; catalogue: TCountryCatalogue };

/** The lazy chunk's entry: the answer's countries on the world map. */
export const MapCanvas = ({ paises, catalogue }: TMapCanvasProps) => {
  const figures = useMemo(() => toMapFigures(paises, catalogue), [paises, catalogue]);
  return <WorldMap figures={figures} catalogue={catalogue} />;
};

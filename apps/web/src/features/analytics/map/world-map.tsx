import { numericToAlpha2 } from 'i18n-iso-countries';
import { useMemo, useRef, useState } from 'react';
import { formatBRL } from '../../../lib/format.ts';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import { MAP_EMPTY_COLOUR } from './map-colours.ts';
import type { TMapCountryFigure } from './map-countries.ts';
import { MAP_HEIGHT, MAP_WIDTH, toTransform } from './map-view.ts';
import { usePanZoom } from './use-pan-zoom.ts';
import { countryShapes } from './world-geometry.ts';
import styles from './map.module.css';

type TWorldMapProps = {
  /** Countries with data, by ISO numeric id. */
  figures: ReadonlyMap<string, TMapCountryFigure>;
  catalogue: TCountryCatalogue;
};

type THovered = { name: string; value: number | null };

/**
 * The interactive world map (spec part 2 §2.6): a 2000 × 857 SVG drawn with d3-geo, each country
 * with data in its colour and the others grey; pans by dragging, zooms with Ctrl/Cmd + wheel
 * (or pinch, or the buttons).
 */
export const WorldMap = ({ figures, catalogue }: TWorldMapProps) => {
  const svgRef = useRef<SVGSVGElement>(null);
  const { view, isPanning, isHelperVisible, handlers, zoomIn, zoomOut, reset } = usePanZoom(svgRef);
  const [hovered, setHovered] = useState<THovered | null>(null);
  const shapes = useMemo(() => countryShapes(), []);
  // pt-BR names from the catalogue for every country, with or without figures.
  const ptBrNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const shape of shapes) {
      const alpha2 = shape.numericId ? numericToAlpha2(shape.numericId) : undefined;
      const name = alpha2 ? catalogue.findByAlpha2(alpha2)?.nome : undefined;
      if (shape.numericId && name) names.set(shape.numericId, name);
    }
    return names;
  }, [shapes, catalogue]);

  return (
    <div className={styles.mapFrame}>
      <svg
        ref={svgRef}
        className={styles.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="group"
        aria-label="Mapa-múndi das importações por país de origem"
        data-panning={isPanning}
        {...handlers}
      >
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} className={styles.sea} />
        <g transform={toTransform(view)} data-testid="map-layer">
          {shapes.map((shape) => {
            const figure = shape.numericId ? figures.get(shape.numericId) : undefined;
            const name =
              figure?.name ?? (shape.numericId && ptBrNames.get(shape.numericId)) ?? shape.englishName;
            const text = figure ? `${name}: ${formatBRL(figure.value)}` : name;
            const show = () => setHovered({ name, value: figure?.value ?? null });
            return (
              <path
                key={shape.key}
                d={shape.path}
                fill={figure?.colour ?? MAP_EMPTY_COLOUR}
                className={styles.country}
                data-has-data={figure !== undefined}
                data-country={shape.numericId}
                vectorEffect="non-scaling-stroke"
                // Only the countries with figures take the keyboard: the rest is scenery.
                tabIndex={figure ? 0 : undefined}
                aria-label={figure ? text : undefined}
                onPointerEnter={show}
                onPointerLeave={() => setHovered(null)}
                onFocus={show}
                onBlur={() => setHovered(null)}
              >
                <title>{text}</title>
              </path>
            );
          })}
        </g>
      </svg>
      {hovered && (
        <p className={styles.tooltip} data-testid="map-tooltip">
          <strong>{hovered.name}</strong>
          {hovered.value !== null ? ` ${formatBRL(hovered.value)}` : ' sem importações'}
        </p>
      )}
      <p className={styles.helper} role="status" data-visible={isHelperVisible}>
        {isHelperVisible ? 'Pressione Ctrl ou Cmd e role para ampliar o mapa' : ''}
      </p>
      <div className={styles.zoomButtons}>
        <button type="button" onClick={zoomIn} aria-label="Ampliar mapa">
          +
        </button>
        <button type="button" onClick={zoomOut} aria-label="Reduzir mapa">
          −
        </button>
        <button type="button" onClick={reset} aria-label="Centralizar mapa">
          ⟲
        </button>
      </div>
    </div>
  );
};

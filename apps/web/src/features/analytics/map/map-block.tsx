import type { TBiMapCountry } from '@pc/contract/bi';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { TagSelect } from '../../../components/tag-select/tag-select.tsx';
import { ALL_TAG_VALUE, type TTagOption } from '../../../components/tag-select/tag-selection.ts';
import { formatBRL, formatNcm } from '../../../lib/format.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { biMapQueryOptions } from '../api/get-bi-map.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import type { TMapSelection } from '../filters/bi-query.ts';
import { useBlockErrorToast } from '../use-block-error-toast.ts';
import { HalfGauge } from './half-gauge.tsx';
import { summariseMap, type TMapSummary } from './map-summary.ts';
import page from '../analytics.module.css';
import styles from './map.module.css';

// d3-geo, the world outlines and the ISO codes load with the block, not with the screen.
// The map's code and its outlines (built a few countries per turn, world-geometry.ts) before it renders.
const MapCanvas = lazy(async () => {
  const [module, geometry] = await Promise.all([import('./map-canvas.tsx'), import('./world-geometry.ts')]);
  await geometry.loadCountryShapes();
  return { default: module.MapCanvas };
});

const ALL_COUNTRIES: TTagOption = { value: ALL_TAG_VALUE, label: 'Todos os países' };
const ALL_NCMS: TTagOption = { value: ALL_TAG_VALUE, label: 'Todas as NCMs' };
const EMPTY_SELECTION: TMapSelection = { countries: [], ncms: [] };

/** A typed code of up to 8 digits (dots allowed) can be a tag even if no row of the table has it. */
const ncmFromText = (text: string): TTagOption | null => {
  const digits = text.replaceAll('.', '').trim();
  return /^\d{1,8}$/.test(digits) ? { value: digits, label: formatNcm(digits) } : null;
};

type TMapFiltersProps = {
  selection: TMapSelection;
  onSelectionChange: (selection: TMapSelection) => void;
  countryOptions: readonly TTagOption[];
  ncmOptions: readonly TTagOption[];
};

/** 'Filtrar Por': País and NCM side by side, above the figures, so neither list covers the other. */
const MapFilters = ({ selection, onSelectionChange, countryOptions, ncmOptions }: TMapFiltersProps) => {
  const countryId = useId();
  const ncmId = useId();
  return (
    <fieldset className={styles.filterPanel}>
      <legend className={styles.filterTitle}>Filtrar Por</legend>
      <TagSelect
        id={countryId}
        label="País"
        placeholder="Digite o nome do País"
        options={[ALL_COUNTRIES, ...countryOptions]}
        value={selection.countries}
        onChange={(countries) => onSelectionChange({ ...selection, countries })}
      />
      <TagSelect
        id={ncmId}
        label="NCM"
        placeholder="Digite o código NCM"
        options={ncmOptions}
        value={selection.ncms}
        onChange={(ncms) => onSelectionChange({ ...selection, ncms })}
        createOption={ncmFromText}
      />
    </fieldset>
  );
};

const SUMMARY_LABELS = {
  topNcm: 'NCM mais importada',
  topPais: 'Principal país de origem',
  totalImpostos: 'Total com impostos (principal país)',
} as const;

/**
 * The summary figures and the gauge. While the map loads they are placeholders: N/I, R$ 0,00 and
 * '0 de 0' are what a failure reads (spec part 2 §4), and would pass for real figures.
 */
const MapSummary = ({ summary, isLoading }: { summary: TMapSummary; isLoading: boolean }) => {
  const keys = Object.keys(SUMMARY_LABELS) as (keyof typeof SUMMARY_LABELS)[];
  if (isLoading)
    return (
      <div className={styles.side}>
        <div
          className={styles.summary}
          data-testid="map-summary"
          role="status"
          aria-label="Carregando resumo do mapa"
        >
          {keys.map((key) => (
            <div key={key}>
              <span className={styles.summaryLabel}>{SUMMARY_LABELS[key]}</span>
              <span className={`${page.skeletonLine} ${styles.summarySkeleton}`} />
            </div>
          ))}
        </div>
        <div className={styles.gaugeSkeleton} aria-hidden="true">
          <span className={styles.gaugeSkeletonArc} />
          <span className={styles.gaugeLabel}>Total de processos</span>
          <span className={`${page.skeletonLine} ${styles.gaugeSkeletonText}`} />
        </div>
      </div>
    );
  return (
    <div className={styles.side}>
      <dl className={styles.summary} data-testid="map-summary">
        {keys.map((key) => (
          <div key={key}>
            <dt className={styles.summaryLabel}>{SUMMARY_LABELS[key]}</dt>
            <dd>{key === 'totalImpostos' ? formatBRL(summary.totalImpostos) : summary[key]}</dd>
          </div>
        ))}
      </dl>
      <HalfGauge label="Total de processos" value={summary.totalProcessos} total={summary.periodProcessos} />
    </div>
  );
};

/** 'Valores por país': the map's figures as a table, for screen readers and for reading exact values. */
const CountryValues = ({
  paises,
  catalogue,
}: {
  paises: readonly TBiMapCountry[];
  catalogue: TCountryCatalogue;
}) => (
  <details className={styles.values}>
    <summary>Valores por país</summary>
    <table className={styles.valuesTable}>
      <thead>
        <tr>
          <th scope="col">País</th>
          <th scope="col">Total com impostos</th>
        </tr>
      </thead>
      <tbody>
        {[...paises]
          .sort((a, b) => b.valor - a.valor)
          .map((country) => (
            <tr key={country.codigo}>
              <th scope="row">{catalogue.find(country.codigo)?.nome ?? country.pais}</th>
              <td>{formatBRL(country.valor)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  </details>
);

type TMapBlockProps = TBlockInput & {
  selection: TMapSelection;
  onSelectionChange: (selection: TMapSelection) => void;
  /** The period's origin countries (the drawer's list), as options. */
  countryOptions: readonly TTagOption[];
  catalogue: TCountryCatalogue;
};

/**
 * The map block (spec part 2 §2.6): 'Filtrar Por' País and NCM, the summary figures, the gauge
 * and the world map. A failed load resets the selection and reads N/I and zero (spec part 2 §4).
 */
export const MapBlock = ({
  query,
  runId,
  selection,
  onSelectionChange,
  countryOptions,
  catalogue,
}: TMapBlockProps) => {
  const map = useQuery({
    ...biMapQueryOptions(query, selection, runId),
    // A new País or NCM keeps the map (and its zoom) on screen until the answer; a new run does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === runId ? previous : undefined,
  });
  useBlockErrorToast(map.error);
  const goods = useBiQuery(biBlockQueries.ncmGoods(query), runId);

  const hasSelection = selection.countries.length > 0 || selection.ncms.length > 0;
  // After a failure the block stays empty (N/I, zero, grey) for the run, even though the reset
  // choice's answer may be in the cache; a new choice or a new run loads again.
  const [failedRunId, setFailedRunId] = useState<number | null>(null);
  if (map.isError && failedRunId !== runId) setFailedRunId(runId);
  const isFailed = map.isError || (failedRunId === runId && !hasSelection);
  useEffect(() => {
    if (map.isError && hasSelection) onSelectionChange(EMPTY_SELECTION);
  }, [map.isError, hasSelection, onSelectionChange]);

  const data = isFailed ? undefined : map.data;
  const isLoading = map.isPending && !isFailed;
  const ncmOptions = useMemo(() => {
    const codes = [
      ...new Set((goods.data ?? []).map((row) => row.codigo_ncm).filter((code) => code !== null)),
    ];
    return [ALL_NCMS, ...codes.sort().map((code) => ({ value: code, label: formatNcm(code) }))];
  }, [goods.data]);

  return (
    <BlockCard id="bi-map" title="Importações por país de origem" isLoading={map.isPending}>
      <MapFilters
        selection={selection}
        onSelectionChange={onSelectionChange}
        countryOptions={countryOptions}
        ncmOptions={ncmOptions}
      />
      <div className={styles.layout}>
        <MapSummary summary={summariseMap(data, catalogue.nameOf)} isLoading={isLoading} />
        <div className={styles.mapArea}>
          {map.isPending ? (
            <div className={styles.mapPlaceholder} role="status" aria-label="Carregando mapa" />
          ) : (
            <Suspense
              fallback={<div className={styles.mapPlaceholder} role="status" aria-label="Carregando mapa" />}
            >
              <MapCanvas paises={data?.paises ?? []} catalogue={catalogue} />
            </Suspense>
          )}
          {(data?.paises.length ?? 0) > 0 && (
            <CountryValues paises={data?.paises ?? []} catalogue={catalogue} />
          )}
        </div>
      </div>
    </BlockCard>
  );
};

import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { orNI } from '../../../lib/format.ts';
import type { TBlockInput } from '../block-input.ts';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { RankingBlock } from './ranking-block.tsx';

type TRankingInput = TBlockInput & { catalogue: TCountryCatalogue };

/** 'Locais de Origens': the manufacturers' cities with their countries. */
export const OriginsBlock = ({ query, runId, catalogue }: TRankingInput) => {
  const origins = useBiQuery(biBlockQueries.origins(query), runId);
  return (
    <RankingBlock
      id="bi-origins"
      title="Locais de Origens"
      emptyText="Nenhum local de origem encontrado"
      allTitle="Todos os Locais de Origens no Período"
      isPending={origins.isPending}
      catalogue={catalogue}
      rows={(origins.data ?? []).map((row) => ({
        id: row.id,
        name: orNI(row.fabricante_cidade),
        isNameSensitive: false,
        countryCode: row.fabricante_codigo_pais,
        total: row.total,
      }))}
    />
  );
};

export const ExportersBlock = ({ query, runId, catalogue }: TRankingInput) => {
  const exporters = useBiQuery(biBlockQueries.exporters(query), runId);
  return (
    <RankingBlock
      id="bi-exporters"
      title="Exportadores"
      emptyText="Nenhum exportador encontrado"
      allTitle="Todos os Exportadores no Período"
      isPending={exporters.isPending}
      catalogue={catalogue}
      rows={(exporters.data ?? []).map((row) => ({
        id: row.id,
        name: orNI(row.exportador_nome),
        isNameSensitive: true,
        countryCode: row.exportador_codigo_pais,
        total: row.total,
      }))}
    />
  );
};

export const ManufacturersBlock = ({ query, runId, catalogue }: TRankingInput) => {
  const manufacturers = useBiQuery(biBlockQueries.manufacturers(query), runId);
  return (
    <RankingBlock
      id="bi-manufacturers"
      title="Fabricantes"
      emptyText="Nenhum fabricante encontrado"
      allTitle="Todos os Fabricantes por Período"
      isPending={manufacturers.isPending}
      catalogue={catalogue}
      rows={(manufacturers.data ?? []).map((row) => ({
        id: row.id,
        name: orNI(row.fabricante_nome),
        isNameSensitive: true,
        countryCode: row.fabricante_codigo_pais,
        total: row.total,
      }))}
    />
  );
};

import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DASHBOARD_MODE_LABEL,
  DASHBOARD_TAXES,
  type TDashboardComparison,
  type TImportDashboard,
} from '@pc/contract/dashboard';
import { DATE_FORMAT, MONEY_FORMAT, textCell, toExcelDate } from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamWorkbook, type TCell, type TSheetColumn } from '../../lib/spreadsheet/stream-sheet.ts';

/** One company's dashboard (or every company's, as 'Todas as empresas'). */
export type TCompanyDashboard = { name: string; federalId: string | null; dashboard: TImportDashboard };

type TUnit = 'R$' | 'KG' | 'processos' | 'R$ por unidade';
type TFigureRow = {
  company: TCompanyDashboard;
  figure: string;
  unit: TUnit;
  current: number;
  comparison?: TDashboardComparison;
};

const FORMATS: Record<TUnit, string> = {
  R$: MONEY_FORMAT,
  KG: '#,##0.000',
  processos: '#,##0',
  'R$ por unidade': '#,##0.0000',
};
const PERCENT_FORMAT = '0.00';

const number = (value: number | undefined, numFmt: string): TCell =>
  value === undefined ? { value: null } : { value, numFmt };

const companyColumns = <T extends { company: TCompanyDashboard }>(): TSheetColumn<T>[] => [
  { header: 'Empresa', width: 34, cell: (row) => ({ value: textCell(row.company.name) }) },
  {
    header: 'CNPJ',
    width: 20,
    cell: (row) => ({ value: row.company.federalId === null ? null : textCell(row.company.federalId) }),
  },
];

const FIGURE_COLUMNS: readonly TSheetColumn<TFigureRow>[] = [
  ...companyColumns<TFigureRow>(),
  { header: 'Indicador', width: 30, cell: (row) => ({ value: row.figure }) },
  { header: 'Unidade', width: 14, cell: (row) => ({ value: row.unit }) },
  { header: 'Período atual', width: 18, cell: (row) => number(row.current, FORMATS[row.unit]) },
  {
    header: 'Período anterior (P.A.)',
    width: 22,
    cell: (row) => number(row.comparison?.periodo_anterior, FORMATS[row.unit]),
  },
  {
    header: 'Direção',
    width: 10,
    cell: (row) => ({ value: row.comparison ? (row.comparison.variacao === 'UP' ? 'Alta' : 'Queda') : null }),
  },
  { header: 'Variação (%)', width: 14, cell: (row) => number(row.comparison?.porcentagem, PERCENT_FORMAT) },
];

/** Every figure the screen shows, one row each, in the screen's order. */
const figureRows = (company: TCompanyDashboard): TFigureRow[] => {
  const { dashboard } = company;
  const compared = (figure: string, unit: TUnit, comparison: TDashboardComparison): TFigureRow => ({
    company,
    figure,
    unit,
    current: comparison.periodo_atual,
    comparison,
  });
  const plain = (figure: string, unit: TUnit, current: number): TFigureRow => ({
    company,
    figure,
    unit,
    current,
  });
  const { vmld, frete, processosPorModal } = dashboard;
  const freightOf = (modal: keyof typeof DASHBOARD_MODE_LABEL) =>
    frete.por_modal.find((item) => item.modal === modal)?.total ?? 0;
  return [
    ...DASHBOARD_TAXES.map(({ key, label }) => compared(label, 'R$', dashboard[key])),
    plain('Processos', 'processos', processosPorModal.total_processos),
    plain(`Processos ${DASHBOARD_MODE_LABEL.MARITIMA}`, 'processos', processosPorModal.total_maritimo),
    plain(`Processos ${DASHBOARD_MODE_LABEL.AEREA}`, 'processos', processosPorModal.total_aereo),
    plain(`Processos ${DASHBOARD_MODE_LABEL.RODOVIARIA}`, 'processos', processosPorModal.total_rodoviario),
    compared('VMLD sem impostos', 'R$', {
      periodo_atual: vmld.total_sem_impostos,
      periodo_anterior: vmld.vmld_periodo_anterior.total_sem_impostos,
      variacao: vmld.variacao_sem_impostos,
      porcentagem: vmld.porcentagem_sem_impostos,
    }),
    compared('VMLD com impostos', 'R$', {
      periodo_atual: vmld.total_com_impostos,
      periodo_anterior: vmld.vmld_periodo_anterior.total_com_impostos,
      variacao: vmld.variacao_com_impostos,
      porcentagem: vmld.porcentagem_com_impostos,
    }),
    plain('Peso bruto', 'KG', dashboard.peso_bruto),
    plain('Peso líquido', 'KG', dashboard.peso_liquido),
    compared('Frete', 'R$', {
      periodo_atual: frete.total_periodo_atual,
      periodo_anterior: frete.total_periodo_anterior,
      variacao: frete.variacao,
      porcentagem: frete.porcentagem,
    }),
    plain(`Frete ${DASHBOARD_MODE_LABEL.MARITIMA}`, 'R$', freightOf('MARITIMA')),
    plain(`Frete ${DASHBOARD_MODE_LABEL.AEREA}`, 'R$', freightOf('AEREA')),
    plain(`Frete ${DASHBOARD_MODE_LABEL.RODOVIARIA}`, 'R$', freightOf('RODOVIARIA')),
    plain(`Taxa de câmbio média (${dashboard.moeda})`, 'R$ por unidade', Number(dashboard.media_periodo)),
  ];
};

type TCountRow = { company: TCompanyDashboard; day: string; processes: number };
const pad = (value: number) => String(value).padStart(2, '0');

const countColumns = (header: string, numFmt: string): TSheetColumn<TCountRow>[] => [
  ...companyColumns<TCountRow>(),
  { header, width: 14, cell: (row) => ({ value: toExcelDate(row.day), numFmt }) },
  { header: 'Processos', width: 12, cell: (row) => ({ value: row.processes, numFmt: FORMATS.processos }) },
];

export type TDashboardFilterLine = { field: string; value: string };

/**
 * 'painel-importacao.xlsx': every figure of the screen for all the chosen companies together and
 * for each of them, the month and day bars, and the filters it was made with. Numbers are number
 * cells (pt-BR headers), so the file sums and charts in Excel.
 */
export const streamDashboardExport = ({
  companies,
  filters,
  logger,
}: {
  /** 'Todas as empresas' first, then each company. */
  companies: readonly TCompanyDashboard[];
  filters: readonly TDashboardFilterLine[];
  logger: FastifyBaseLogger;
}): Readable =>
  streamWorkbook({
    logger,
    sheets: [
      { sheetName: 'Indicadores', columns: FIGURE_COLUMNS, rows: companies.map(figureRows) },
      {
        sheetName: 'Processos por mês',
        columns: countColumns('Mês', 'mm/yyyy'),
        rows: companies.map((company) =>
          company.dashboard.processosPorMes.map((bar) => ({
            company,
            day: `${bar.ano}-${pad(bar.mes)}-01`,
            processes: bar.total,
          })),
        ),
      },
      {
        sheetName: 'Processos por dia',
        columns: countColumns('Data', DATE_FORMAT),
        rows: companies.map((company) =>
          company.dashboard.processosPorDia.map((bar) => ({
            company,
            day: `${bar.ano}-${pad(bar.mes)}-${pad(bar.dia)}`,
            processes: bar.total,
          })),
        ),
      },
      {
        sheetName: 'Filtros',
        columns: [
          { header: 'Filtro', width: 26, cell: (line: TDashboardFilterLine) => ({ value: line.field }) },
          {
            header: 'Valor',
            width: 60,
            cell: (line: TDashboardFilterLine) => ({ value: textCell(line.value) }),
          },
        ],
        rows: [filters],
      },
    ],
  });

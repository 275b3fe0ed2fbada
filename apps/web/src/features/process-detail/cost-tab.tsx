import type { TCostComponents, TLandedCost, TLandedCostItem } from '@pc/contract/landed-cost';
import {
  COST_COMPONENT_LABELS,
  COST_COMPONENTS,
  EXPENSE_CATEGORY_LABELS,
  landedCostAllocationNote,
  TAX_REGIME_LABELS,
  TAX_REGIME_RULES,
  type TCostComponent,
} from '@pc/contract/landed-cost-rules';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatBRL, formatDate, formatNcm, orNI } from '../../lib/format.ts';
import { formatUnitBRL, quantityText } from '../../lib/format-cost.ts';
import { useLandedCostExport } from './api/export-process-landed-cost.ts';
import styles from './cost-tab.module.css';
import { DUIMP_CARDS_QUERY } from './duimp-tables.tsx';
import { DownloadIcon } from './process-icons.tsx';
import { HeaderRow, ScrollTable } from './scroll-table.tsx';
import sections from './sections.module.css';

const money = (value: number | null): string => orNI(formatBRL(value));

const productTitle = (item: TLandedCostItem): string =>
  [item.productCode, item.productDescription].filter(Boolean).join(' · ') || `NCM ${formatNcm(item.ncm)}`;

const hasRegime = (cost: TLandedCost): boolean => cost.taxRegime !== null;

/** A card's label/value pairs, two to a line on a phone. */
const Facts = ({ facts }: { facts: readonly { label: string; value: string }[] }) => (
  <dl className={styles.facts}>
    {facts.map((fact) => (
      <div key={fact.label}>
        <dt>{fact.label}</dt>
        <dd>{fact.value}</dd>
      </div>
    ))}
  </dl>
);

/** What the net cost follows: the regime's rule, or why there is none. */
export const regimeNote = (cost: TLandedCost): string =>
  cost.taxRegime
    ? TAX_REGIME_RULES[cost.taxRegime]
    : 'Regime tributário não informado pelo despachante: o custo líquido não é calculado.';

const isCredited = (cost: TLandedCost, component: TCostComponent): boolean =>
  cost.creditedComponents.includes(component);

/** The process total by component, then gross, credits and net: each line adds up from the items. */
const Composition = ({ cost, processId }: { cost: TLandedCost; processId: number }) => {
  const exportSheet = useLandedCostExport();
  const regime = cost.taxRegime ? TAX_REGIME_LABELS[cost.taxRegime] : null;
  return (
    <section className={sections.card} aria-label="Composição do custo">
      <div className={styles.headline}>
        <h3 className={sections.sectionTitle}>Composição do custo</h3>
        <button
          type="button"
          className={sections.actionButton}
          disabled={exportSheet.isPending}
          onClick={() => exportSheet.mutate(processId)}
        >
          <DownloadIcon size={16} />
          Exportar planilha
        </button>
      </div>
      <table className={styles.composition}>
        <caption className="visually-hidden">
          Custo de nacionalização do processo por componente, em reais
        </caption>
        <tbody>
          {COST_COMPONENTS.map((component) => (
            <tr key={component}>
              <th scope="row">
                {COST_COMPONENT_LABELS[component]}
                {isCredited(cost, component) && <span className={styles.creditTag}>crédito</span>}
              </th>
              <td className={sections.numeric}>{money(cost.components[component])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow} data-testid="cost-gross">
            <th scope="row">Custo bruto</th>
            <td className={sections.numeric}>{money(cost.totals.gross)}</td>
          </tr>
          {hasRegime(cost) && (
            <>
              <tr data-testid="cost-credits">
                <th scope="row">{`Créditos (${regime ?? ''})`}</th>
                <td className={sections.numeric}>{`− ${money(cost.totals.credits)}`}</td>
              </tr>
              <tr className={styles.totalRow} data-testid="cost-net">
                <th scope="row">Custo líquido</th>
                <td className={sections.numeric}>{money(cost.totals.net)}</td>
              </tr>
            </>
          )}
        </tfoot>
      </table>
      <ul className={styles.notes} aria-label="Regras do cálculo">
        <li>{landedCostAllocationNote(cost)}</li>
        <li>{regimeNote(cost)}</li>
        <li>
          Valores por adição ao centavo; a diferença de arredondamento de cada despesa fica na adição de maior
          participação. Valores por unidade com 4 casas.
        </li>
      </ul>
    </section>
  );
};

const unitColumns = (cost: TLandedCost): string[] => [
  'Adição',
  'Produto',
  'Quantidade',
  'Custo unitário',
  ...(hasRegime(cost) ? ['Custo unitário líquido'] : []),
  'Total da adição',
  ...COST_COMPONENTS.map((component) => `${COST_COMPONENT_LABELS[component]} / un.`),
];

const perUnit = (values: TCostComponents | null, component: TCostComponent): string =>
  values ? formatUnitBRL(values[component]) : 'N/I';

const ItemsTable = ({ cost }: { cost: TLandedCost }) => {
  const columns = unitColumns(cost);
  return (
    <ScrollTable caption="Custo por adição: por unidade e o total de cada adição, em reais">
      <HeaderRow
        columns={columns}
        numeric={columns.filter((column) => column !== 'Produto' && column !== 'Adição')}
      />
      <tbody>
        {cost.items.map((item) => (
          <tr key={item.itemNumber} data-testid="cost-item">
            <td>{item.itemNumber}</td>
            <td className={styles.product}>
              <span className={styles.productCode}>{orNI(item.productCode)}</span>
              <SensitiveName className={styles.productName}>
                {item.productDescription ?? `NCM ${formatNcm(item.ncm)}`}
              </SensitiveName>
            </td>
            <td className={sections.numeric}>{quantityText(item)}</td>
            <td className={sections.numeric}>{formatUnitBRL(item.unitTotals?.gross)}</td>
            {hasRegime(cost) && <td className={sections.numeric}>{formatUnitBRL(item.unitTotals?.net)}</td>}
            <td className={sections.numeric}>{money(item.totals.gross)}</td>
            {COST_COMPONENTS.map((component) => (
              <td key={component} className={sections.numeric}>
                {perUnit(item.unitComponents, component)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow} data-testid="cost-items-total">
          <td colSpan={columns.indexOf('Total da adição')}>
            {`Total (${cost.items.length} ${cost.items.length === 1 ? 'adição' : 'adições'})`}
          </td>
          <td className={sections.numeric}>{money(cost.totals.gross)}</td>
          <td colSpan={COST_COMPONENTS.length} />
        </tr>
      </tfoot>
    </ScrollTable>
  );
};

const ItemCards = ({ cost }: { cost: TLandedCost }) => (
  <ul className={styles.cards} aria-label="Custo por adição">
    {cost.items.map((item) => (
      <li key={item.itemNumber} className={styles.card} data-testid="cost-item">
        <strong>
          {`Adição ${item.itemNumber} · `}
          <SensitiveName>{productTitle(item)}</SensitiveName>
        </strong>
        <Facts
          facts={[
            { label: 'Quantidade', value: quantityText(item) },
            { label: 'Custo unitário', value: formatUnitBRL(item.unitTotals?.gross) },
            ...(hasRegime(cost)
              ? [{ label: 'Custo unitário líquido', value: formatUnitBRL(item.unitTotals?.net) }]
              : []),
            { label: 'Total da adição', value: money(item.totals.gross) },
          ]}
        />
        <details className={styles.details}>
          <summary>Componentes por unidade</summary>
          <Facts
            facts={COST_COMPONENTS.map((component) => ({
              label: COST_COMPONENT_LABELS[component],
              value: perUnit(item.unitComponents, component),
            }))}
          />
        </details>
      </li>
    ))}
  </ul>
);

const EXPENSE_COLUMNS = ['Categoria', 'Descrição', 'Data', 'Valor', 'Dedutível', 'Numerário'];

const expenseTitle = (expense: TLandedCost['expenses'][number]): string =>
  expense.description
    ? `${EXPENSE_CATEGORY_LABELS[expense.category]} · ${expense.description}`
    : EXPENSE_CATEGORY_LABELS[expense.category];

const ExpenseCards = ({ cost }: { cost: TLandedCost }) => (
  <ul className={styles.cards} aria-label="Despesas do processo">
    {cost.expenses.map((expense, index) => (
      <li key={`${index}:${expense.category}`} className={styles.card} data-testid="cost-expense">
        <div className={styles.cardHead}>
          <strong>{expenseTitle(expense)}</strong>
          <strong className={sections.nowrap}>{money(expense.amount)}</strong>
        </div>
        <Facts
          facts={[
            { label: 'Data', value: orNI(formatDate(expense.date)) },
            { label: 'Dedutível', value: expense.isTaxDeductible ? 'Sim' : 'Não' },
            ...(expense.cashRequest ? [{ label: 'Numerário', value: expense.cashRequest }] : []),
          ]}
        />
      </li>
    ))}
    <li className={`${styles.card} ${styles.totalCard}`} data-testid="cost-expenses-total">
      <div className={styles.cardHead}>
        <strong>Total</strong>
        <strong className={sections.nowrap}>{money(cost.expensesTotal)}</strong>
      </div>
    </li>
  </ul>
);

const ExpensesTable = ({ cost }: { cost: TLandedCost }) => (
  <ScrollTable caption="Despesas do processo em reais, com o total">
    <HeaderRow columns={EXPENSE_COLUMNS} numeric={['Valor']} />
    <tbody>
      {cost.expenses.map((expense, index) => (
        <tr key={`${index}:${expense.category}`} data-testid="cost-expense">
          <td className={sections.nowrap}>{EXPENSE_CATEGORY_LABELS[expense.category]}</td>
          <td>{orNI(expense.description)}</td>
          <td className={sections.nowrap}>{orNI(formatDate(expense.date))}</td>
          <td className={sections.numeric}>{money(expense.amount)}</td>
          <td>{expense.isTaxDeductible ? 'Sim' : 'Não'}</td>
          <td className={sections.nowrap}>{orNI(expense.cashRequest)}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr className={styles.totalRow} data-testid="cost-expenses-total">
        <td colSpan={3}>Total</td>
        <td className={sections.numeric}>{money(cost.expensesTotal)}</td>
        <td colSpan={2} />
      </tr>
    </tfoot>
  </ScrollTable>
);

const Expenses = ({ cost, isPhone }: { cost: TLandedCost; isPhone: boolean }) => (
  <section className={sections.card} aria-label="Despesas do processo">
    <h3 className={sections.sectionTitle}>Despesas do processo</h3>
    {cost.expenses.length === 0 && (
      <p className={sections.muted}>Nenhuma despesa informada pelo despachante.</p>
    )}
    {cost.expenses.length > 0 && (isPhone ? <ExpenseCards cost={cost} /> : <ExpensesTable cost={cost} />)}
  </section>
);

/** The process's Custo tab: the landed cost (custo de nacionalização) by component, item and unit. */
export const CostTab = ({ cost, processId }: { cost: TLandedCost; processId: number }) => {
  const isPhone = useMediaQuery(DUIMP_CARDS_QUERY);
  return (
    <div className={styles.tab}>
      <Composition cost={cost} processId={processId} />
      <section className={sections.card} aria-label="Custo por adição">
        <h3 className={sections.sectionTitle}>Custo por adição</h3>
        {isPhone ? <ItemCards cost={cost} /> : <ItemsTable cost={cost} />}
      </section>
      <Expenses cost={cost} isPhone={isPhone} />
    </div>
  );
};

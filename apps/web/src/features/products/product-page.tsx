import { entitledCompanies } from '@pc/contract/entitlements';
import type { TProductDetail } from '@pc/contract/products';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import page from '../../components/filter-page/filter-page.module.css';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatBRL, formatDate, formatNcm, formatNumber, orNI } from '../../lib/format.ts';
import { formatUnitBRL, quantityText } from '../../lib/format-cost.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useProductsExport } from './api/export-products.ts';
import { productQueryOptions } from './api/get-products.ts';
import { importColumns } from './import-columns.tsx';
import { ChangeBadge, productQuantityText } from './product-columns.tsx';
import { ProductsToolbar } from './products-toolbar.tsx';
import type { TProductFilters } from './product-filters.ts';
import { useProductFilters } from './use-product-filters.ts';
import styles from './products.module.css';

// The chart loads with the page's first draw of it: no chart code in the screen's own chunk.
const UnitCostChart = lazy(() =>
  import('./unit-cost-chart.tsx').then((module) => ({ default: module.UnitCostChart })),
);

const hasItemFilters = (filters: TProductFilters): boolean =>
  filters.ncm !== '' || filters.supplier !== '' || filters.origin !== '';

export const PRODUCT_LOAD_ERROR = 'Não foi possível carregar o produto.';

/** The product's figures in the period: mean unit cost (gross, net), its change, quantity, imports. */
const ProductFigures = ({ detail }: { detail: TProductDetail }) => {
  const { product } = detail;
  return (
    <dl className={styles.figures} aria-label="Resumo do produto">
      <div className={styles.figure}>
        <dt>Custo unitário médio</dt>
        <dd>{formatUnitBRL(product.meanUnitCost)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Custo unitário líquido</dt>
        <dd>{formatUnitBRL(product.meanUnitNetCost)}</dd>
        {product.meanUnitNetCost === null && !product.hasMixedUnits && (
          <dd className={styles.figureHint}>Alguma empresa sem regime tributário informado</dd>
        )}
      </div>
      <div className={styles.figure}>
        <dt>Variação sobre o período anterior</dt>
        <dd>
          <ChangeBadge change={product.change} />
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>Quantidade</dt>
        <dd>{productQuantityText(product)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Processos</dt>
        <dd>{formatNumber(product.imports)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Custo total bruto</dt>
        <dd>{formatBRL(product.grossCost)}</dd>
      </div>
    </dl>
  );
};

const SuppliersTable = ({ detail }: { detail: TProductDetail }) => (
  <section className={styles.panel} aria-labelledby="product-suppliers-title">
    <h2 id="product-suppliers-title" className={styles.panelTitle}>
      Fornecedores comparados
    </h2>
    <PlainTable
      label="Fornecedores comparados"
      tableLabel="Fornecedores comparados"
      headers={[
        'Fornecedor',
        'Origem',
        'Processos',
        'Quantidade',
        'Custo unitário médio',
        'Menor',
        'Maior',
        'Última importação',
      ]}
    >
      {detail.suppliers.map((supplier) => (
        <tr key={supplier.exporterName ?? ''}>
          <td>
            <SensitiveName>{orNI(supplier.exporterName)}</SensitiveName>
          </td>
          <td>{orNI(supplier.originCountryName)}</td>
          <td className={styles.numeric}>{formatNumber(supplier.imports)}</td>
          <td className={styles.numeric}>
            {quantityText({ quantity: supplier.quantity, unit: detail.product.unit })}
          </td>
          <td className={styles.numeric}>{formatUnitBRL(supplier.meanUnitCost)}</td>
          <td className={styles.numeric}>{formatUnitBRL(supplier.minUnitCost)}</td>
          <td className={styles.numeric}>{formatUnitBRL(supplier.maxUnitCost)}</td>
          <td>{formatDate(supplier.lastImportDate)}</td>
        </tr>
      ))}
    </PlainTable>
  </section>
);

type TImportsTableProps = {
  detail: TProductDetail;
  onPage: (page: number) => void;
  isBusy: boolean;
};

/** A page of the product's imports (one row per adição), newest first, with the month chart above. */
const ImportsTable = ({ detail, onPage, isBusy }: TImportsTableProps) => {
  const { openProcess } = useProcessModal();
  const columns = useMemo(
    () => importColumns((row) => openProcess(row.processId, { tab: 'custo' })),
    [openProcess],
  );
  const first = (detail.page - 1) * detail.size + 1;
  const last = Math.min(detail.importsTotal, first + detail.imports.length - 1);
  return (
    <section className={styles.panel} aria-labelledby="product-imports-title">
      <h2 id="product-imports-title" className={styles.panelTitle}>
        Importações
      </h2>
      <p className={styles.note}>
        Custo unitário médio por mês (custo das adições ÷ quantidades) e cada adição do produto, custeada como
        na aba Custo do processo; um processo pode ter mais de uma adição do produto.
      </p>
      <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
        <UnitCostChart months={detail.months} />
      </Suspense>
      <p className={styles.note} data-testid="product-imports-count">
        {`${formatNumber(first)}–${formatNumber(last)} de ${formatNumber(detail.importsTotal)} ${
          detail.importsTotal === 1 ? 'adição' : 'adições'
        }`}
      </p>
      <div className={styles.singleLine}>
        <PlainTable
          label="Importações do produto"
          tableLabel="Importações do produto"
          headers={columns.map((column) => column.header)}
          isBusy={isBusy}
        >
          {detail.imports.map((row, index) => (
            <tr key={`${row.processId}-${first + index}`}>
              {columns.map((column) => (
                <td key={column.id}>{column.render ? column.render(row) : column.getText(row)}</td>
              ))}
            </tr>
          ))}
        </PlainTable>
      </div>
      <Pager
        page={detail.page}
        pageCount={Math.max(1, Math.ceil(detail.importsTotal / detail.size))}
        label="Páginas das importações"
        onPage={onPage}
      />
    </section>
  );
};

/**
 * A product's page: its figures in the period, every import costed per unit (as the process's Custo
 * tab), the unit cost over time and its suppliers compared. The list's filters come along.
 */
export const ProductPage = () => {
  const { code = '' } = useParams();
  const { companies } = useSession();
  const { period, filters, apply, search } = useProductFilters();
  const [importsPage, setImportsPage] = useState({ key: '', page: 1 });
  // A new product, period or filter starts again from the first page.
  const pageKey = `${code}${search}`;
  const currentPage = importsPage.key === pageKey ? importsPage.page : 1;
  const product = useQuery(productQueryOptions(code, period, filters, currentPage));
  const exporter = useProductsExport();
  const detail = product.data;
  return (
    <section className={page.page} aria-labelledby="product-title">
      <PageTitle parts={[code, routes.Produtos.title]} />
      <Link className={styles.back} to={`${routes.Produtos.path}${search}`}>
        ← Produtos
      </Link>
      <header className={page.pageHeader}>
        <h1 id="product-title" className={page.title}>
          {code}
          {detail?.product.description ? ` · ${detail.product.description}` : ''}
        </h1>
        <p className={page.subtitle}>
          {detail ? `NCM ${formatNcm(detail.product.ncm)} · ` : ''}Importações registradas de{' '}
          <strong>
            {formatDate(period.from)} a {formatDate(period.to)}
          </strong>
          .
        </p>
      </header>
      <ProductsToolbar
        key={search}
        period={period}
        filters={filters}
        companies={entitledCompanies('landedCost', companies)}
        options={undefined}
        onApply={apply}
        fields="period"
      >
        <button
          type="button"
          className={page.excelButton}
          disabled={exporter.isPending || !detail}
          aria-busy={exporter.isPending}
          onClick={() => exporter.mutate({ period, filters, code })}
        >
          {exporter.isPending ? 'Exportando…' : 'Excel'}
        </button>
      </ProductsToolbar>
      {hasItemFilters(filters) && (
        <p className={styles.note} data-testid="product-item-filters">
          Somente as importações que passam pelos filtros da lista (NCM, fornecedor ou origem).{' '}
          <button
            type="button"
            className={styles.processButton}
            onClick={() => apply(period, { ...filters, ncm: '', supplier: '', origin: '' })}
          >
            Ver todas as importações do produto
          </button>
        </p>
      )}
      <LoadingOverlay isVisible={product.isPending} variant="container" label="Carregando produto" />
      {product.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(product.error, PRODUCT_LOAD_ERROR)}
        </p>
      )}
      {detail && (
        <>
          <ProductFigures detail={detail} />
          <SuppliersTable detail={detail} />
          <ImportsTable
            detail={detail}
            isBusy={product.isPlaceholderData}
            onPage={(next) => setImportsPage({ key: pageKey, page: next })}
          />
        </>
      )}
    </section>
  );
};

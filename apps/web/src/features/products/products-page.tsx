import { entitledCompanies } from '@pc/contract/entitlements';
import { PRODUCTS_LIST_MAX } from '@pc/contract/products';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, useDataTable } from '../../components/data-table/data-table.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useProductsExport } from './api/export-products.ts';
import { productsQueryOptions } from './api/get-products.ts';
import { productColumns } from './product-columns.tsx';
import { ProductsToolbar } from './products-toolbar.tsx';
import { useProductFilters } from './use-product-filters.ts';
import styles from './products.module.css';

export const PRODUCTS_EMPTY_TEXT = 'Nenhum produto importado no período e filtros informados.';
export const PRODUCTS_LOAD_ERROR = 'Não foi possível carregar os produtos.';

/**
 * Produtos: what each product cost landed (custo de nacionalização) in the period, its weighted mean
 * unit cost against the previous period's, from the analytics facts. A product opens its page.
 */
export const ProductsPage = () => {
  const { companies } = useSession();
  const { period, filters, apply, search } = useProductFilters();
  const products = useQuery(productsQueryOptions(period, filters));
  const exporter = useProductsExport();
  const columns = useMemo(() => productColumns(search), [search]);
  const state = useDataTable({
    data: products.data?.products ?? [],
    columns,
    getRowId: (row) => row.productCode,
  });
  const data = products.data;
  return (
    <section className={page.page} aria-labelledby="products-title">
      <PageTitle parts={[routes.Produtos.title]} />
      <header className={page.pageHeader}>
        <h1 id="products-title" className={page.title}>
          {routes.Produtos.title}
        </h1>
        <p className={page.subtitle}>
          Custo de nacionalização por produto: as adições registradas de{' '}
          <strong>
            {formatDate(period.from)} a {formatDate(period.to)}
          </strong>
          {data && (
            <>
              , comparadas com <strong>{formatDate(data.previousPeriod.from)}</strong> a{' '}
              <strong>{formatDate(data.previousPeriod.to)}</strong>
            </>
          )}
          . O custo unitário médio é ponderado pelas quantidades.
        </p>
      </header>
      <ProductsToolbar
        key={search}
        period={period}
        filters={filters}
        companies={entitledCompanies('landedCost', companies)}
        options={data?.options}
        onApply={apply}
      >
        <button
          type="button"
          className={page.excelButton}
          disabled={exporter.isPending || !data || data.products.length === 0}
          aria-busy={exporter.isPending}
          onClick={() => exporter.mutate({ period, filters })}
        >
          {exporter.isPending ? 'Exportando…' : 'Excel'}
        </button>
      </ProductsToolbar>
      <div className={styles.panel}>
        <LoadingOverlay isVisible={products.isPending} variant="container" label="Carregando produtos" />
        {products.isError && !data ? (
          <p className={styles.error} role="alert">
            {errorMessage(products.error, PRODUCTS_LOAD_ERROR)}
          </p>
        ) : (
          <DataTable
            state={state}
            label="Produtos"
            emptyText={products.isPending ? '' : PRODUCTS_EMPTY_TEXT}
            searchLabel="Buscar produto"
            scrollHint="Arraste para o lado para ver mais colunas"
            isBusy={products.isPlaceholderData}
            phoneLayout="cards"
            toolbar={
              data && (
                <p className={styles.note} data-testid="products-count">
                  {data.total > data.products.length
                    ? `Mostrando os ${formatNumber(PRODUCTS_LIST_MAX)} produtos de maior custo de ${formatNumber(data.total)}; refine os filtros.`
                    : `${formatNumber(data.total)} ${data.total === 1 ? 'produto' : 'produtos'}`}
                </p>
              )
            }
          />
        )}
        {data && data.itemsWithoutProduct > 0 && (
          <p className={styles.note} data-testid="items-without-product">
            {formatNumber(data.itemsWithoutProduct)}{' '}
            {data.itemsWithoutProduct === 1
              ? 'adição sem código de produto'
              : 'adições sem código de produto'}{' '}
            no período {data.itemsWithoutProduct === 1 ? 'não entra' : 'não entram'} na lista: peça ao
            despachante que informe o produto de cada adição.
          </p>
        )}
      </div>
    </section>
  );
};

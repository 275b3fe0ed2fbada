import type { ReactNode } from 'react';
import {
  DUIMP_AGENCY_LABELS,
  DUIMP_SITUATION_LABELS,
  DUIMP_TAX_LABELS,
  DUIMP_TAX_STATUS_LABELS,
  duimpLabelOf,
  LPCO_STATUS_LABELS,
  type TProcessDuimp,
  type TProcessDuimpVersion,
  duimpVersionText,
} from '@pc/contract/duimp';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatBRL, formatDate, orNI } from '../../lib/format.ts';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { shownAmount, TAX_AMOUNT_COLUMNS, taxTotals } from './duimp-model.ts';
import styles from './duimp-tab.module.css';
import { FieldList } from './field-list.tsx';
import { HeaderRow, ScrollTable } from './scroll-table.tsx';
import sections from './sections.module.css';

/** Where the LPCOs' table gives way to cards (a phone, 390 px wide). */
export const DUIMP_CARDS_QUERY = '(max-width: 640px)';

const day = (value: string | null): string => orNI(formatDate(value));
/** R$ to the cent the total adds (see taxTotals). */
const money = (value: number | null): string => orNI(formatBRL(shownAmount(value)));

type TLpco = TProcessDuimp['lpcos'][number];

const LPCO_COLUMNS = ['Número', 'Órgão anuente', 'Situação', 'Pedido em', 'Decidido em', 'Válido até'];

const lpcoFacts = (lpco: TLpco) => [
  { label: 'Órgão anuente', value: duimpLabelOf(DUIMP_AGENCY_LABELS, lpco.agency) },
  { label: 'Pedido em', value: day(lpco.requestedOn) },
  { label: 'Decidido em', value: day(lpco.decidedOn) },
  { label: 'Válido até', value: day(lpco.validUntil) },
];

const LpcoCards = ({ lpcos }: { lpcos: TProcessDuimp['lpcos'] }) => (
  <ul className={styles.cards} aria-label="LPCOs da DUIMP">
    {lpcos.map((lpco, index) => (
      <li key={`${index}:${lpco.number}`} className={styles.card} data-testid="duimp-lpco">
        <div className={styles.cardHead}>
          <strong>{`LPCO ${lpco.number}`}</strong>
          <span className={styles.pill}>{duimpLabelOf(LPCO_STATUS_LABELS, lpco.status)}</span>
        </div>
        <FieldList fields={lpcoFacts(lpco)} />
      </li>
    ))}
  </ul>
);

const LpcoTable = ({ lpcos }: { lpcos: TProcessDuimp['lpcos'] }) => (
  <ScrollTable caption="LPCOs da DUIMP">
    <HeaderRow columns={LPCO_COLUMNS} />
    <tbody>
      {lpcos.map((lpco, index) => (
        <tr key={`${index}:${lpco.number}`} data-testid="duimp-lpco">
          <td className={sections.nowrap}>{lpco.number}</td>
          <td>{duimpLabelOf(DUIMP_AGENCY_LABELS, lpco.agency)}</td>
          <td>{duimpLabelOf(LPCO_STATUS_LABELS, lpco.status)}</td>
          <td className={sections.nowrap}>{day(lpco.requestedOn)}</td>
          <td className={sections.nowrap}>{day(lpco.decidedOn)}</td>
          <td className={sections.nowrap}>{day(lpco.validUntil)}</td>
        </tr>
      ))}
    </tbody>
  </ScrollTable>
);

/** LPCOs: a table on a desktop, cards on a phone (as the quotations' ranking). */
export const LpcosSection = ({ lpcos }: { lpcos: TProcessDuimp['lpcos'] }) => {
  const isPhone = useMediaQuery(DUIMP_CARDS_QUERY);
  let content: ReactNode = <LpcoTable lpcos={lpcos} />;
  if (lpcos.length === 0) content = <p className={sections.muted}>Nenhum LPCO.</p>;
  else if (isPhone) content = <LpcoCards lpcos={lpcos} />;
  return (
    <section className={sections.card} aria-label="LPCOs">
      <h3 className={sections.sectionTitle}>LPCOs</h3>
      {content}
    </section>
  );
};

const TAX_COLUMNS = ['Tributo', ...TAX_AMOUNT_COLUMNS.map((column) => column.label), 'Situação'];
const TAX_NUMERIC_COLUMNS = TAX_AMOUNT_COLUMNS.map((column) => column.label);

/** Tributos: each tax's amounts in reais and its status, with the total of each column. */
export const TaxesSection = ({ taxes }: { taxes: TProcessDuimp['taxes'] }) => {
  const totals = taxTotals(taxes);
  return (
    <section className={sections.card} aria-label="Tributos">
      <h3 className={sections.sectionTitle}>Tributos</h3>
      {taxes.length === 0 ? (
        <p className={sections.muted}>Nenhum tributo.</p>
      ) : (
        <ScrollTable caption="Tributos da DUIMP em reais, com o total de cada coluna">
          <HeaderRow columns={TAX_COLUMNS} numeric={TAX_NUMERIC_COLUMNS} />
          <tbody>
            {taxes.map((tax, index) => (
              <tr key={`${index}:${tax.tax}`}>
                <td>{duimpLabelOf(DUIMP_TAX_LABELS, tax.tax)}</td>
                {TAX_AMOUNT_COLUMNS.map(({ key }) => (
                  <td key={key} className={sections.numeric}>
                    {money(tax[key])}
                  </td>
                ))}
                <td>{orNI(tax.status && duimpLabelOf(DUIMP_TAX_STATUS_LABELS, tax.status))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalRow} data-testid="duimp-tax-total">
              <th scope="row">Total</th>
              {TAX_AMOUNT_COLUMNS.map(({ key }) => (
                <td key={key} className={sections.numeric}>
                  {money(totals[key])}
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        </ScrollTable>
      )}
    </section>
  );
};

type TRectificationsSectionProps = {
  duimp: TProcessDuimp;
  versions: readonly TProcessDuimpVersion[];
};

const isCurrent = (duimp: TProcessDuimp, version: TProcessDuimpVersion): boolean =>
  version.number === duimp.number && version.version === duimp.version;

/** Retificações (newest first) and every version the portal received, the current one marked. */
export const RectificationsSection = ({ duimp, versions }: TRectificationsSectionProps) => {
  const rectifications = duimp.rectifications.toSorted((a, b) => b.version - a.version);
  return (
    <section className={sections.card} aria-label="Retificações">
      <h3 className={sections.sectionTitle}>Retificações</h3>
      {rectifications.length === 0 ? (
        <p className={sections.muted}>Nenhuma retificação.</p>
      ) : (
        <ScrollTable caption="Retificações da DUIMP">
          <HeaderRow columns={['Versão', 'Data', 'Motivo']} />
          <tbody>
            {rectifications.map((rectification, index) => (
              <tr key={`${index}:${rectification.version}`}>
                <td>{duimpVersionText(rectification.version)}</td>
                <td className={sections.nowrap}>{day(rectification.date)}</td>
                <td>{orNI(rectification.reason)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <h4 className={styles.subTitle}>Versões recebidas</h4>
      <ScrollTable caption="Versões da DUIMP recebidas pelo portal">
        <HeaderRow columns={['Número', 'Versão', 'Situação', 'Recebida em']} />
        <tbody>
          {versions.map((version) => (
            <tr key={`${version.number}:${version.version}`}>
              <td className={sections.nowrap}>{version.number}</td>
              <td className={sections.nowrap}>
                {duimpVersionText(version.version)}
                {isCurrent(duimp, version) && ' (atual)'}
              </td>
              <td>{duimpLabelOf(DUIMP_SITUATION_LABELS, version.situation)}</td>
              <td className={sections.nowrap}>{orNI(formatSaoPauloInstant(version.receivedAt))}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
};

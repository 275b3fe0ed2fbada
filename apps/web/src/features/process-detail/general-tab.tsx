import type { TProcessDetail } from '@pc/contract/process';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatCurrency, formatDate, orNI } from '../../lib/format.ts';
import { FieldSection, type TField } from './field-list.tsx';
import styles from './general-tab.module.css';
import { storagePeriodLabel, transportModeLabel, yesNoLabel } from './process-labels.ts';
import { ProcessTimeline } from './process-timeline.tsx';
import sections from './sections.module.css';

const date = (value: string | null): string => orNI(formatDate(value));
const name = (value: string | null | undefined) => <SensitiveName>{orNI(value)}</SensitiveName>;

const cifValue = (process: TProcessDetail): string => {
  if (process.cifValue === null) return orNI(null);
  return formatCurrency(process.cifValue, process.cifValueCurrency);
};

/** Classic DI, or the DUIMP when the duimp flag is set (spec part 1 §2). */
const declarationOf = (
  process: TProcessDetail,
): { title: string; number: string | null; channel: TProcessDetail['diChannel']; fields: TField[] } => {
  if (process.duimp)
    return {
      title: 'Declaração Única de Importação (DUIMP)',
      number: process.duimpIdentification,
      channel: process.duimpChannel,
      fields: [
        { label: 'Data de Registro', value: date(process.duimpRegistryDate) },
        { label: 'Data de Desembaraço', value: date(process.duimpResourcefulnessDate) },
        { label: 'Número da DUIMP', value: orNI(process.duimpIdentification) },
      ],
    };
  return {
    title: 'Declaração de Importação (DI)',
    number: process.diNumber,
    channel: process.diChannel,
    fields: [
      { label: 'Data de Registro', value: date(process.diRegistryDate) },
      { label: 'Data de Desembaraço', value: date(process.diResourcefulnessDate) },
      { label: 'Número da DI', value: orNI(process.diNumber) },
      { label: 'Protocolo', value: orNI(process.diProtocol) },
    ],
  };
};

/** Tab 1 'Dados Gerais': the timeline and the field sections. */
export const GeneralTab = ({ process }: { process: TProcessDetail }) => {
  const declaration = declarationOf(process);
  const hasDeclarationNumber = Boolean(declaration.number?.trim());
  return (
    <>
      <section className={sections.card} aria-label="Linha do tempo">
        <ProcessTimeline process={process} />
      </section>
      <FieldSection
        title="Informações Gerais"
        fields={[
          { label: 'Licença de Importação', value: yesNoLabel(process.importLicense) },
          { label: 'Urgente', value: yesNoLabel(process.urgent) },
          { label: 'IMO', value: yesNoLabel(process.imo) },
          { label: 'Nº da Invoice', value: orNI(process.invoice) },
          { label: 'Data da Invoice', value: date(process.invoiceDate) },
          { label: 'Valor CIF', value: cifValue(process) },
          { label: 'Ref. Pedido/Cliente', value: orNI(process.customerRef) },
          { label: 'Outra Referência', value: orNI(process.anotherRef) },
          { label: 'Local de Embarque', value: orNI(process.placeOfLoading) },
          { label: 'Despachante Aduaneiro', value: name(process.customBroker?.name) },
        ]}
      />
      <FieldSection
        title="Logística"
        fields={[
          { label: 'Incoterm', value: orNI(process.incoterm) },
          { label: 'Modal', value: transportModeLabel(process.wayOfTransport) },
          { label: 'Tipo de Embarque', value: orNI(process.typeOfBoarding) },
          { label: 'Armador', value: orNI(process.shipowner?.name) },
          { label: 'BL/AWB/CRT', value: orNI(process.billOfLading) },
          { label: 'Veículo/Navio', value: orNI(process.vehicle) },
          { label: 'Navio de Transbordo', value: orNI(process.vehicleTranshipment) },
          { label: 'CE-Mercante', value: orNI(process.ceMercante) },
          { label: 'Agente de Carga', value: orNI(process.freightForwarder?.name) },
          { label: 'Unidade de Despacho de Entrada', value: orNI(process.destinationPort?.alias) },
          { label: 'Recinto Alfandegado', value: orNI(process.customsEnclosure?.alias) },
          { label: 'Transportadora', value: orNI(process.conveyor?.name) },
          { label: 'Armazém Geral', value: orNI(process.generalWarehouse?.name) },
        ]}
      />
      <FieldSection
        title="Datas de Faturamento"
        fields={[
          { label: 'Período de Armazenagem', value: storagePeriodLabel(process.storagePeriod) },
          { label: 'Emissão das NFs', value: date(process.billingNFsEmissionDate) },
          { label: 'Faturamento', value: date(process.billingBillCustomerDate) },
          { label: 'E-mail', value: date(process.billingEmailDate) },
          { label: 'Envio', value: date(process.billingSendDate) },
          { label: 'Encerramento Despachante', value: date(process.billingCustomBrokerFinishDate) },
          { label: 'Empresa', value: orNI(process.billingSendCompanyDescription) },
          { label: 'Rastreio', value: orNI(process.billingSendTrackingDescription) },
        ]}
      />
      <div className={sections.grid2}>
        <FieldSection title={declaration.title} fields={declaration.fields}>
          {hasDeclarationNumber && (
            <div
              className={styles.cleared}
              data-channel={declaration.channel ?? 'CINZA'}
              data-testid="cleared-box"
            >
              <span className={styles.clearedTitle}>DESEMBARAÇADO</span>
              <span className={styles.channel}>Canal {orNI(declaration.channel)}</span>
            </div>
          )}
        </FieldSection>
        <FieldSection
          title="MAPA"
          fields={[
            { label: 'Data de Inspeção', value: date(process.datesInspectionMAPADate) },
            { label: 'Data de Liberação', value: date(process.datesReleaseMAPADate) },
          ]}
        />
      </div>
      <FieldSection
        title="Outras Datas"
        fields={[
          { label: 'Liberação do BL', value: date(process.datesBillOfLadingReleaseDate) },
          { label: 'Faturamento do Recinto', value: date(process.datesEnclosureBillingDate) },
          { label: 'Liberação Porto', value: date(process.datesComexDate) },
          { label: 'Link no Recinto', value: date(process.datesLinkInTheEnclosureDate) },
        ]}
      />
    </>
  );
};

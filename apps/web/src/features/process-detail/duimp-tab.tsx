import {
  DUIMP_AGENCY_LABELS,
  DUIMP_CARGO_CONTROL_LABELS,
  DUIMP_CHANNEL_LABELS,
  DUIMP_LICENSING_LABELS,
  DUIMP_RESULT_LABELS,
  DUIMP_SITUATION_LABELS,
  duimpLabelOf,
  type TProcessDuimp,
  type TProcessDuimpVersion,
  duimpVersionText,
  waitingText,
} from '@pc/contract/duimp';
import { formatDate, orNI } from '../../lib/format.ts';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { orderRequirements, saoPauloToday, type TDuimpRequirement } from './duimp-model.ts';
import { LpcosSection, RectificationsSection, TaxesSection } from './duimp-tables.tsx';
import styles from './duimp-tab.module.css';
import { FieldList, type TField } from './field-list.tsx';
import sections from './sections.module.css';

/** 'DUIMP 26BR00016589107 · versão 01': the header line's title. */
export const duimpTitle = (duimp: Pick<TProcessDuimp, 'number' | 'version'>): string =>
  `DUIMP ${duimp.number} · versão ${duimpVersionText(duimp.version)}`;

/** A field shown only when the document has it. */
const fieldWhen = (value: string | null, field: (present: string) => TField): TField[] =>
  value === null ? [] : [field(value)];

/** Header line: number, version and situation; licensing, cargo control and dates when present. */
const DuimpHeader = ({ duimp }: { duimp: TProcessDuimp }) => {
  const title = duimpTitle(duimp);
  const fields: TField[] = [
    ...fieldWhen(duimp.licensingSituation, (code) => ({
      label: 'Licenciamento',
      value: duimpLabelOf(DUIMP_LICENSING_LABELS, code),
    })),
    ...fieldWhen(duimp.cargoControl, (code) => ({
      label: 'Controle de carga',
      value: duimpLabelOf(DUIMP_CARGO_CONTROL_LABELS, code),
    })),
    ...fieldWhen(duimp.registeredOn, (day) => ({ label: 'Data de registro', value: orNI(formatDate(day)) })),
    ...fieldWhen(duimp.clearedOn, (day) => ({ label: 'Data de desembaraço', value: orNI(formatDate(day)) })),
    { label: 'Atualizada em', value: orNI(formatSaoPauloInstant(duimp.updatedAt)) },
  ];
  return (
    <section className={sections.card} aria-label={title}>
      <div className={styles.headline}>
        <h3 className={sections.sectionTitle}>{title}</h3>
        <span className={styles.pill} data-testid="duimp-situation">
          <span className="visually-hidden">Situação: </span>
          {duimpLabelOf(DUIMP_SITUATION_LABELS, duimp.situation)}
        </span>
      </div>
      <FieldList fields={fields} />
    </section>
  );
};

/** The consolidated channel as a badge in the channel's colours, always with its name. */
const ChannelBadge = ({ channel }: { channel: string | null }) =>
  channel === null ? (
    orNI(null)
  ) : (
    <span className={styles.pill} data-channel={channel}>
      {duimpLabelOf(DUIMP_CHANNEL_LABELS, channel)}
    </span>
  );

/** Canal: the consolidated channel, the Receita Federal's result and each agency's result. */
const ChannelSection = ({ duimp }: { duimp: TProcessDuimp }) => (
  <section className={sections.card} aria-label="Canal">
    <h3 className={sections.sectionTitle}>Canal</h3>
    <FieldList
      fields={[
        { label: 'Canal consolidado', value: <ChannelBadge channel={duimp.channel} /> },
        ...fieldWhen(duimp.channelAssignedOn, (day) => ({
          label: 'Data da parametrização',
          value: orNI(formatDate(day)),
        })),
        {
          label: 'Resultado da Receita Federal',
          value: orNI(
            duimp.taxAuthorityResult && duimpLabelOf(DUIMP_RESULT_LABELS, duimp.taxAuthorityResult),
          ),
        },
      ]}
    />
    <h4 className={styles.subTitle}>Órgãos anuentes</h4>
    {duimp.agencyResults.length === 0 ? (
      <p className={sections.muted}>Nenhum órgão anuente.</p>
    ) : (
      <dl className={styles.results} aria-label="Resultados dos órgãos anuentes">
        {duimp.agencyResults.map((result, index) => (
          <div key={`${index}:${result.agency}`} className={styles.result}>
            <dt>
              {duimpLabelOf(DUIMP_AGENCY_LABELS, result.agency)}
              {/* Decoration: the pair is already a term and its description. */}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </dt>
            <dd>{duimpLabelOf(DUIMP_RESULT_LABELS, result.result)}</dd>
          </div>
        ))}
      </dl>
    )}
  </section>
);

const RequirementItem = ({ requirement, today }: { requirement: TDuimpRequirement; today: string }) => {
  const isOpen = requirement.answeredOn === null;
  const state = isOpen ? 'open' : 'answered';
  return (
    <li className={styles.requirement} data-state={state} data-testid="duimp-requirement">
      <div className={styles.requirementHead}>
        <strong>{duimpLabelOf(DUIMP_AGENCY_LABELS, requirement.agency)}</strong>
        <span className={styles.pill} data-state={state}>
          {isOpen ? 'Aberta' : 'Respondida'}
        </span>
        {requirement.lpcoNumber !== null && (
          <span className={sections.muted}>{`LPCO ${requirement.lpcoNumber}`}</span>
        )}
      </div>
      <p className={styles.requirementText}>{requirement.text}</p>
      <p className={styles.requirementDates}>
        <span>{`aberta em ${formatDate(requirement.openedOn)}`}</span>
        {isOpen && <span className={styles.waiting}>{waitingText(requirement.openedOn, today)}</span>}
        {requirement.dueOn !== null && <span>{`prazo até ${formatDate(requirement.dueOn)}`}</span>}
        {requirement.answeredOn !== null && (
          <span>{`respondida em ${formatDate(requirement.answeredOn)}`}</span>
        )}
      </p>
    </li>
  );
};

/** Exigências: the open ones first (how long each has waited), the answered ones after. */
const RequirementsSection = ({ requirements }: { requirements: TProcessDuimp['requirements'] }) => {
  const { open, answered } = orderRequirements(requirements);
  const today = saoPauloToday();
  return (
    <section className={sections.card} aria-label="Exigências">
      <h3 className={sections.sectionTitle}>Exigências</h3>
      {requirements.length === 0 ? (
        <p className={sections.muted}>Nenhuma exigência.</p>
      ) : (
        <ul className={styles.requirements}>
          {[...open, ...answered].map((requirement, index) => (
            <RequirementItem
              key={`${index}:${requirement.agency}:${requirement.openedOn}`}
              requirement={requirement}
              today={today}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

type TDuimpTabProps = { duimp: TProcessDuimp; versions: readonly TProcessDuimpVersion[] };

/**
 * Tab 'DUIMP' (a DUIMP process with a document): the current version as the Portal Único shows it.
 * Codes read through the contract's glossary, an unknown one as sent.
 */
export const DuimpTab = ({ duimp, versions }: TDuimpTabProps) => (
  <>
    <DuimpHeader duimp={duimp} />
    <ChannelSection duimp={duimp} />
    <RequirementsSection requirements={duimp.requirements} />
    <LpcosSection lpcos={duimp.lpcos} />
    <TaxesSection taxes={duimp.taxes} />
    <RectificationsSection duimp={duimp} versions={versions} />
  </>
);

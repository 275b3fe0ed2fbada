import { useMemo, useState } from 'react';
import { CompanySelect, scopeIds } from '../../components/company-select/company-select.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useSession } from '../../lib/session.ts';
import { useOperationalCalendarQuery } from './api/get-operational-calendar.ts';
import { toDayKey } from './calendar-dates.ts';
import { OPERATIONAL_DAY_LIMIT, groupByDay } from './card-overflow.ts';
import styles from './calendar-page.module.css';
import cards from './cards.module.css';
import type { TDisplayField } from './display-field.ts';
import { DisplayMenu } from './display-menu.tsx';
import { FiltersMenu } from './filters-menu.tsx';
import { CalendarGrid } from './grid/calendar-grid.tsx';
import { CalendarTooltipProvider } from './grid/calendar-tooltip.tsx';
import { DayModal } from './grid/day-modal.tsx';
import { Legend, type TLegendItem } from './legend.tsx';
import { OperationalCard } from './operational/operational-card.tsx';
import {
  ALL_OPERATIONAL_TYPES,
  OPERATIONAL_LEGEND_LABELS,
  OPERATIONAL_TYPE_FILTER_LABELS,
  operationalEntries,
  type TOperationalEntry,
  type TOperationalType,
  type TOperationalTypeFilter,
} from './operational/operational-entries.ts';
import { PageHeader } from './page-header.tsx';
import { PeriodNav } from './period-nav.tsx';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export const OPERATIONAL_TITLE = 'Calendário Operacional';
export const OPERATIONAL_SUBTITLE = 'Visualize a previsão de embarque e chegada no formato Mensal ou Semanal';
export const OPERATIONAL_SECTION_TITLE = 'VISUALIZAÇÃO DA PREVISÃO OPERACIONAL';
const DEFAULT_DISPLAY: TDisplayField = 'invoice';

const LEGEND: readonly TLegendItem[] = [
  { label: OPERATIONAL_LEGEND_LABELS.ETD, swatchClassName: cards.etd ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.EMB, swatchClassName: cards.emb ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.ETA, swatchClassName: cards.eta ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.CGD, swatchClassName: cards.cgd ?? '' },
];

// Filters menu order: ETD, ETA, Embarque, Chegada (spec §2.4).
const FILTER_ORDER: readonly TOperationalType[] = ['ETD', 'ETA', 'EMB', 'CGD'];

/** /operacional/calendario: expected and actual departures and arrivals (spec part 2 §2.4). */
export const OperationalCalendarPage = () => {
  const { companies } = useSession();
  const period = useCalendarPeriod('month');
  const [types, setTypes] = useState<TOperationalTypeFilter>(ALL_OPERATIONAL_TYPES);
  const [displayField, setDisplayField] = useState<TDisplayField>(DEFAULT_DISPLAY);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [openDay, setOpenDay] = useState<string | null>(null);
  // Nothing ticked means every company: the calendars always send the user's scope (spec §6).
  const customerIds = scopeIds(companies, selectedIds);
  const query = useOperationalCalendarQuery({ customerIds, ...period.periodQuery });
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () =>
      query.data && !query.isError
        ? operationalEntries(query.data, types, period.startKey, period.endKey)
        : [],
    [query.data, query.isError, types, period.startKey, period.endKey],
  );
  const byDay = groupByDay(entries);
  const renderCard = (entry: TOperationalEntry) => (
    <OperationalCard key={entry.key} entry={entry} displayField={displayField} />
  );

  const clearFilters = () => {
    setTypes(ALL_OPERATIONAL_TYPES);
    setDisplayField(DEFAULT_DISPLAY);
    setSelectedIds([]);
  };

  return (
    <CalendarTooltipProvider>
      <section className={styles.page} aria-label={OPERATIONAL_TITLE}>
        <PageHeader title={OPERATIONAL_TITLE}>
          <p className={styles.subtitle}>{OPERATIONAL_SUBTITLE}</p>
        </PageHeader>
        <div className={styles.panel}>
          <h2 className={styles.sectionTitle}>{OPERATIONAL_SECTION_TITLE}</h2>
          <div className={styles.toolbar}>
            <FiltersMenu
              view={period.view}
              onViewChange={period.setView}
              groups={[
                {
                  label: 'Tipo',
                  options: FILTER_ORDER.map((type) => ({
                    label: OPERATIONAL_TYPE_FILTER_LABELS[type],
                    isChecked: types[type],
                    onChange: (isChecked: boolean) =>
                      setTypes((current) => ({ ...current, [type]: isChecked })),
                  })),
                },
              ]}
            />
            <DisplayMenu value={displayField} onChange={setDisplayField} />
            <CompanySelect
              label="Selecione uma ou mais unidades"
              companies={companies}
              selectedIds={selectedIds}
              onChange={setSelectedIds}
            />
            <button type="button" className={styles.secondaryButton} onClick={clearFilters}>
              Limpar filtros
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
              Atualizar
            </button>
          </div>
          <div className={styles.periodRow}>
            <PeriodNav period={period} />
          </div>
          <Legend items={LEGEND} />
          <CalendarGrid
            view={period.view}
            anchor={period.anchor}
            todayKey={toDayKey(new Date())}
            entriesByDay={byDay}
            // Spec §2.4: the 5-card limit is the month view's; a week shows every card.
            limit={period.view === 'month' ? OPERATIONAL_DAY_LIMIT : Number.POSITIVE_INFINITY}
            renderCard={renderCard}
            onOpenDay={setOpenDay}
          />
          <LoadingOverlay isVisible={query.isFetching} variant="container" label="Carregando calendário" />
        </div>
        <DayModal
          dayKey={openDay}
          entries={openDay ? (byDay.get(openDay) ?? []) : []}
          renderCard={renderCard}
          onClose={() => setOpenDay(null)}
        />
      </section>
    </CalendarTooltipProvider>
  );
};

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { routes } from '../../lib/routes.ts';
import { operationalCalendarQueryOptions } from './api/get-operational-calendar.ts';
import { OPERATIONAL_DAY_LIMIT } from './card-overflow.ts';
import { CalendarFrame } from './calendar-frame.tsx';
import cards from './cards.module.css';
import page from './calendar-page.module.css';
import type { TDisplayField } from './display-field.ts';
import { FiltersMenu } from './filters-menu.tsx';
import { CalendarBoard } from './grid/calendar-board.tsx';
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
import { ScopeControls } from './scope-controls.tsx';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useCalendarScope } from './use-calendar-scope.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export const OPERATIONAL_SUBTITLE = 'Visualize a previsão de embarque e chegada no formato Mensal ou Semanal';
export const OPERATIONAL_SECTION_TITLE = 'VISUALIZAÇÃO DA PREVISÃO OPERACIONAL';
const DEFAULT_DISPLAY: TDisplayField = 'invoice';
/** With every type unticked the grid would be blank with no reason given. */
export const NO_TYPE_SELECTED =
  'Nenhum tipo selecionado. Marque ETD, ETA, Embarque ou Chegada em Filtros para ver a previsão.';
export const NOTHING_IN_PERIOD = 'Nenhum embarque ou chegada neste período.';

const LEGEND: readonly TLegendItem[] = [
  { label: OPERATIONAL_LEGEND_LABELS.ETD, swatchClassName: cards.etd ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.EMB, swatchClassName: cards.emb ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.ETA, swatchClassName: cards.eta ?? '' },
  { label: OPERATIONAL_LEGEND_LABELS.CGD, swatchClassName: cards.cgd ?? '' },
];

// Filters menu order: ETD, ETA, Embarque, Chegada (spec §2.4).
const FILTER_ORDER: readonly TOperationalType[] = ['ETD', 'ETA', 'EMB', 'CGD'];

const EmptyNote = ({ hasNoType, isEmpty }: { hasNoType: boolean; isEmpty: boolean }) => {
  if (!hasNoType && !isEmpty) return null;
  return (
    <p className={page.emptyNote} role="status" data-testid="calendar-empty">
      {hasNoType ? NO_TYPE_SELECTED : NOTHING_IN_PERIOD}
    </p>
  );
};

/** /operacional/calendario: expected and actual departures and arrivals (spec part 2 §2.4). */
export const OperationalCalendarPage = () => {
  const scope = useCalendarScope(DEFAULT_DISPLAY);
  const period = useCalendarPeriod('month');
  const [types, setTypes] = useState<TOperationalTypeFilter>(ALL_OPERATIONAL_TYPES);
  // Deferred: a month's entries are rendered a slice at a time, not in one long task (phone speed).
  const query = useDeferredValue(
    useQuery(operationalCalendarQueryOptions(scope.customerIds, period.periodQuery)),
  );
  useLoadErrorToast(query.error);

  const entries = useMemo(
    () =>
      query.data && !query.isError
        ? operationalEntries(query.data, types, period.startKey, period.endKey)
        : [],
    [query.data, query.isError, types, period.startKey, period.endKey],
  );
  const renderCard = (entry: TOperationalEntry) => (
    <OperationalCard key={entry.key} entry={entry} displayField={scope.displayField} />
  );

  return (
    <CalendarFrame
      title={routes.OperacionalCalendario.title}
      subtitle={OPERATIONAL_SUBTITLE}
      sectionTitle={OPERATIONAL_SECTION_TITLE}
      period={period}
      filters={
        <>
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
          <ScopeControls scope={scope} companyLabel="Selecione uma ou mais unidades" />
        </>
      }
      onClearFilters={() => {
        setTypes(ALL_OPERATIONAL_TYPES);
        scope.reset();
      }}
      onRefresh={() => void query.refetch()}
      isFetching={query.isFetching}
    >
      <Legend items={LEGEND} />
      <EmptyNote
        hasNoType={!Object.values(types).some(Boolean)}
        isEmpty={query.isSuccess && entries.length === 0}
      />
      <CalendarBoard
        period={period}
        entries={entries}
        // Spec §2.4: the 5-card limit is the month view's; a week shows every card.
        limit={period.view === 'month' ? OPERATIONAL_DAY_LIMIT : Number.POSITIVE_INFINITY}
        renderCard={renderCard}
      />
    </CalendarFrame>
  );
};

import type { TIndicatorMovimentacao, TIndicatorSteps } from '@pc/contract/indicators';
import { formatNumber } from '../../lib/format.ts';
import { MOVEMENT_CARDS, STEP_CARDS } from './indicator-catalogue.ts';

/**
 * What a total holds beyond the parts shown beside it (0 when they agree). A figure and its parts
 * must agree on the page, so whatever this answers is shown as a labelled line (decision 0095).
 */
export const remainderOf = (total: number, parts: readonly number[]): number =>
  total - parts.reduce((sum, part) => sum + part, 0);

/** The steps' Total beyond the six cards: Faturamento (step 11, no card in the spec). */
export const stepsBeyondCards = (steps: TIndicatorSteps): number =>
  remainderOf(
    steps.total,
    STEP_CARDS.map((card) => steps[card.field]),
  );

/** Open processes with no type of boarding: in the Total, in no type card. */
export const movementWithoutType = (movement: TIndicatorMovimentacao): number =>
  remainderOf(
    movement.total,
    MOVEMENT_CARDS.map((card) => movement[card.field]),
  );

/** 'O total inclui 2 sem canal.': the part of a donut's total in none of its slices. */
export const donutRemainderText = (count: number, what: string): string =>
  `O total inclui ${formatNumber(count)} ${what}.`;

/** A donut's total beyond its slices (a DI without channel, goods without storage period). */
export const donutRemainder = <TField extends string>(
  indicator: Record<TField | 'total', number>,
  fields: readonly TField[],
): number =>
  remainderOf(
    indicator.total,
    fields.map((field) => indicator[field]),
  );

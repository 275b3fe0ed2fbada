import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format.ts';
import { axisTop, BAR_COLOURS, CHART_SLOTS, formatBarValue, type TBar } from './period-bars.ts';
import styles from './period-chart.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

const NARROW = '(max-width: 600px)';
const subscribeNarrow = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isNarrowScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/**
 * The bars (recharts), sized by their box. Decoration for sighted users: the block writes the same
 * figures in a table for screen readers, so this is aria-hidden.
 */
export const PeriodBarChart = ({ bars, yMax }: { bars: readonly TBar[]; yMax: number }) => {
  const isMotionReduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true);
  // A phone has no room for 12 flat labels: they slant.
  const isNarrow = useSyncExternalStore(subscribeNarrow, isNarrowScreen, () => false);
  // Above 12 bars (the expanded view's reason to be) the labels would overlap: the axis thins out.
  const isDense = bars.length > CHART_SLOTS;
  const data = bars.map((bar) => ({
    ...bar,
    display: bar.tone === 'padding' ? '' : formatBarValue(bar.value),
  }));
  return (
    <div className={styles.chart} aria-hidden="true" data-y-max={yMax}>
      {/* No focus stop inside an aria-hidden box: recharts' keyboard layer is off here. */}
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data}
        className={styles.chartSvg}
        margin={{ top: 24, right: 8, left: 0, bottom: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#DDE2E8" />
        <XAxis
          dataKey="label"
          tickLine={false}
          interval={isDense ? 'preserveStartEnd' : 0}
          fontSize={isNarrow ? 10 : 11}
          {...(isNarrow ? { angle: -55, textAnchor: 'end', height: 48 } : {})}
        />
        <YAxis
          // A fixed top (not each chart's own): the expanded view's rows share one scale.
          domain={[0, axisTop(yMax)]}
          allowDecimals={false}
          tickFormatter={(value: number) => formatNumber(value)}
          width={40}
          fontSize={11}
        />
        <Tooltip
          formatter={(value) => formatBarValue(Number(value))}
          contentStyle={{ borderRadius: 8, fontSize: 13 }}
          cursor={{ fill: 'rgb(16 67 117 / 0.06)' }}
        />
        <Bar
          dataKey="value"
          name="Processos"
          radius={[4, 4, 0, 0]}
          isAnimationActive={!isMotionReduced}
          // A day (or month) without processes is a sliver at zero, not a gap; the padding stays empty.
          minPointSize={(_value, index) => (data[index]?.tone === 'padding' ? 0 : 3)}
        >
          {data.map((bar) => (
            <Cell
              key={bar.key}
              fill={BAR_COLOURS[bar.tone]}
              fillOpacity={bar.tone === 'padding' ? 0.35 : 1}
            />
          ))}
          {!isDense && !isNarrow && (
            <LabelList dataKey="display" position="top" fontSize={11} fill="#1C2530" />
          )}
        </Bar>
      </BarChart>
    </div>
  );
};

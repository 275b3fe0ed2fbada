import type { TProductMonth } from '@pc/contract/products';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format.ts';
import { formatUnitBRL } from '../../lib/format-cost.ts';
import styles from './products.module.css';
import { unitCostPoints } from './unit-cost-points.ts';

/**
 * The product's unit landed cost month by month (recharts). Decoration for sighted users: the
 * imports' table holds every figure, so this is aria-hidden. No point for a month of mixed units.
 */
export const UnitCostChart = ({ months }: { months: readonly TProductMonth[] }) => {
  const points = unitCostPoints(months);
  if (points.length === 0) return null;
  return (
    <div className={styles.chart} aria-hidden="true" data-testid="unit-cost-chart">
      <LineChart
        responsive
        accessibilityLayer={false}
        data={points}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 16, left: 0, bottom: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#DDE2E8" />
        <XAxis dataKey="label" tickLine={false} fontSize={11} interval="preserveStartEnd" />
        <YAxis
          tickFormatter={(value: number) => formatNumber(value)}
          width={72}
          fontSize={11}
          domain={['auto', 'auto']}
        />
        <Tooltip
          formatter={(value) => [formatUnitBRL(Number(value)), 'Custo unitário médio']}
          contentStyle={{ borderRadius: 8, fontSize: 13 }}
        />
        <Line
          type="monotone"
          dataKey="unitCost"
          stroke="#104375"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
};

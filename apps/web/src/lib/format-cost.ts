import { UNIT_COST_DECIMALS } from '@pc/contract/landed-cost-rules';
import { formatNumber, NOT_INFORMED } from './format.ts';

// The landed cost's formats, apart from format.ts: the sign-in page's bundle takes that one whole.

/** Per-unit money: 'R$ 891,7502' (a screw may cost less than a cent; lines stay to the cent). */
export const formatUnitBRL = (value: number | null | undefined): string =>
  value === null || value === undefined
    ? NOT_INFORMED
    : formatNumber(value, {
        style: 'currency',
        currency: 'BRL',
        minimumFractionDigits: UNIT_COST_DECIMALS,
        maximumFractionDigits: UNIT_COST_DECIMALS,
      });

/** '300 UN', '1.250,5 KG'; N/I when the ERP did not send it (quantities have up to 5 places). */
export const quantityText = ({ quantity, unit }: { quantity: number | null; unit: string | null }): string =>
  quantity === null
    ? NOT_INFORMED
    : `${formatNumber(quantity, { maximumFractionDigits: 5 })}${unit ? ` ${unit}` : ''}`;

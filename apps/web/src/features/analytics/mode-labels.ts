import type { TWayOfTransport } from '@pc/contract/primitives';
import { WAY_OF_TRANSPORT_LABEL } from '@pc/contract/report-columns';

export const MODES: readonly TWayOfTransport[] = ['MARITIMA', 'AEREA', 'RODOVIARIA'];

/**
 * Spec part 2 §3 names the modes Marítima, Áerea and Rodoviária; the portal writes Aérea with
 * its accent on the first vowel, as the report and the process detail do.
 */
export const MODE_LABELS: Record<TWayOfTransport, string> = WAY_OF_TRANSPORT_LABEL;

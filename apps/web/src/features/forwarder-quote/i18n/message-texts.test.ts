import {
  FORWARDER_ATTACHMENT_REFUSED,
  FORWARDER_LINK_INVALID,
  FORWARDER_ROUND_CLOSED,
  ZForwarderQuote,
} from '@pc/contract/forwarder-quote';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS_EN, MESSAGE_TEXTS_ES } from './message-texts.ts';

const VALID = {
  person: 'Marina Costa',
  totalUSD: 1500,
  transitTime: 30,
  freetime: 14,
  containers: [{ quantity: 1, type: 'DRY 40' }],
  validUntil: '2099-12-31',
};

/** One quotation breaking each of the contract's rules that has a Portuguese message of its own. */
const BROKEN: Record<string, unknown>[] = [
  { person: '' },
  { person: undefined },
  { totalUSD: Number.NaN, totalEUR: -1, totalReais: 2e12, totalOthers: 'x' },
  { totalUSD: -1, totalEUR: Number.NaN, totalReais: -1, totalOthers: 2e12 },
  { totalUSD: 2e12, totalEUR: 2e12, totalReais: Number.NaN, totalOthers: -1 },
  { totalUSD: 0 },
  { totalOthers: 10, currency: null },
  { currency: 'us' },
  { transitTime: undefined, freetime: undefined },
  { transitTime: 0, freetime: -1 },
  { transitTime: 1.5, freetime: 1.5 },
  { transitTime: 366, freetime: 366 },
  { transhipment: 'x'.repeat(101), observation: 'x'.repeat(1001) },
  { containers: [{ quantity: 0, type: 'BARREL' }] },
  { containers: [{ quantity: undefined, type: 'DRY 40' }] },
  { validUntil: '31/12/2099' },
  { validUntil: undefined },
];

const messagesOf = (change: Record<string, unknown>): string[] => {
  const result = ZForwarderQuote.safeParse({ ...VALID, ...change });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the forwarder’s messages in English and Spanish', () => {
  const messages = new Set([
    ...BROKEN.flatMap(messagesOf),
    FORWARDER_LINK_INVALID,
    FORWARDER_ROUND_CLOSED,
    FORWARDER_ATTACHMENT_REFUSED,
    'A validade da cotação deve ser hoje ou uma data futura.',
  ]);

  it('breaks the rules it means to (a broken quotation is refused)', () => {
    expect(BROKEN.every((change) => messagesOf(change).length > 0)).toBe(true);
    expect(messages.size).toBeGreaterThan(30);
  });

  it.each([
    ['English', MESSAGE_TEXTS_EN],
    ['Spanish', MESSAGE_TEXTS_ES],
  ])('translates every one into %s', (_language, texts) => {
    const missing = [...messages].filter((message) => !(message in texts));
    expect(missing).toEqual([]);
  });
});

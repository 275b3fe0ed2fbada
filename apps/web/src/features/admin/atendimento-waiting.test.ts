import { describe, expect, it } from 'vitest';
import { waitingText } from './atendimento-waiting.ts';

const NOW = new Date('2026-11-27T15:00:00Z');

describe('waitingText', () => {
  it('counts minutes under an hour, hours under two days, then days', () => {
    expect(waitingText('2026-11-27T14:59:40Z', NOW)).toBe('Aguardando há 0 min');
    expect(waitingText('2026-11-27T14:15:00Z', NOW)).toBe('Aguardando há 45 min');
    expect(waitingText('2026-11-27T12:00:00Z', NOW)).toBe('Aguardando há 3 h');
    expect(waitingText('2026-11-25T16:00:00Z', NOW)).toBe('Aguardando há 47 h');
    expect(waitingText('2026-11-25T15:00:00Z', NOW)).toBe('Aguardando há 2 dias');
  });

  it('never counts back from a clock ahead of the browser', () => {
    expect(waitingText('2026-11-27T15:05:00Z', NOW)).toBe('Aguardando há 0 min');
  });
});

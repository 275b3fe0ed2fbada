import { describe, expect, it } from 'vitest';
import {
  DUIMP_CHANNEL_LABELS,
  DUIMP_SITUATION_LABELS,
  daysBetween,
  duimpLabelOf,
  duimpVersionText,
  LPCO_STATUS_LABELS,
  waitingText,
  ZIngestDuimp,
} from './duimp.ts';

describe('duimpLabelOf', () => {
  it('answers the pt-BR label of a known code', () => {
    expect(duimpLabelOf(DUIMP_SITUATION_LABELS, 'DESEMBARACADA')).toBe('Desembaraçada');
    expect(duimpLabelOf(DUIMP_CHANNEL_LABELS, 'VERMELHO')).toBe('Vermelho');
    expect(duimpLabelOf(LPCO_STATUS_LABELS, 'EM_EXIGENCIA')).toBe('Em exigência');
  });

  it('answers an unknown code as sent: the Portal Único adds states', () => {
    expect(duimpLabelOf(DUIMP_SITUATION_LABELS, 'AGUARDANDO_NOVO_ESTADO')).toBe('AGUARDANDO_NOVO_ESTADO');
    expect(duimpLabelOf(DUIMP_SITUATION_LABELS, 'desembaracada')).toBe('desembaracada');
  });

  it('never answers what an object inherits', () => {
    expect(duimpLabelOf(DUIMP_SITUATION_LABELS, 'constructor')).toBe('constructor');
    expect(duimpLabelOf(DUIMP_SITUATION_LABELS, 'toString')).toBe('toString');
  });
});

describe('ZIngestDuimp', () => {
  const minimal = { number: '26BR00016589107', version: 1, situation: 'REGISTRADA' };

  it('fills what was left out: null fields and empty lists, so a resend is the same document', () => {
    expect(ZIngestDuimp.parse(minimal)).toEqual({
      ...minimal,
      licensingSituation: null,
      cargoControl: null,
      channel: null,
      channelAssignedOn: null,
      taxAuthorityResult: null,
      agencyResults: [],
      registeredOn: null,
      clearedOn: null,
      lpcos: [],
      requirements: [],
      rectifications: [],
      taxes: [],
    });
  });

  it('keeps an unknown code, trimmed, and refuses an empty or too long one', () => {
    expect(ZIngestDuimp.parse({ ...minimal, situation: '  NOVO_ESTADO ' }).situation).toBe('NOVO_ESTADO');
    expect(ZIngestDuimp.safeParse({ ...minimal, situation: ' ' }).success).toBe(false);
    expect(ZIngestDuimp.safeParse({ ...minimal, channel: 'X'.repeat(61) }).success).toBe(false);
  });

  it('refuses a bad number, version or day, and an unknown field, in pt-BR', () => {
    const messageOf = (body: unknown) => ZIngestDuimp.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ ...minimal, number: '26/1234567-8' })).toBe(
      'Informe number como o número da DUIMP: 2 dígitos do ano, BR e 11 dígitos (26BR00016589107).',
    );
    expect(messageOf({ ...minimal, version: 100 })).toBe('Informe version como inteiro de 0 a 99.');
    expect(messageOf({ ...minimal, registeredOn: '2026-02-30' })).toBe('registeredOn: data inexistente.');
    expect(messageOf({ ...minimal, canal: 'VERDE' })).toBe('Campo desconhecido: canal.');
    expect(
      messageOf({ ...minimal, requirements: [{ agency: 'MAPA', text: 'Apresentar certificado.' }] }),
    ).toBe('Informe requirements.openedOn no formato yyyy-MM-dd.');
    expect(messageOf({ ...minimal, taxes: [{ tax: 'II', paid: -1 }] })).toBe(
      'taxes.paid não pode ser negativo.',
    );
  });

  it('accepts its own example', () => {
    const examples = (ZIngestDuimp.meta() as { examples?: unknown[] } | undefined)?.examples ?? [];
    expect(examples.length).toBe(1);
    for (const example of examples) expect(ZIngestDuimp.safeParse(example).success).toBe(true);
  });
});

describe('the DUIMP’s version and a requirement’s wait, as written', () => {
  it('writes the version with two digits', () => {
    expect(duimpVersionText(0)).toBe('00');
    expect(duimpVersionText(3)).toBe('03');
    expect(duimpVersionText(12)).toBe('12');
  });

  it('counts calendar days, never below zero', () => {
    expect(daysBetween('2026-11-20', '2026-11-27')).toBe(7);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-11-28', '2026-11-27')).toBe(0);
    expect(waitingText('2026-11-27', '2026-11-27')).toBe('hoje');
    expect(waitingText('2026-11-26', '2026-11-27')).toBe('há 1 dia');
    expect(waitingText('2026-11-15', '2026-11-27')).toBe('há 12 dias');
  });
});

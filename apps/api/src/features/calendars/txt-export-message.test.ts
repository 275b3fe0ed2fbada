import { describe, expect, it } from 'vitest';
import { txtExportForbiddenMessage } from './cash-calendar-service.ts';

describe("the TXT export's 403 names the caller's companies that hold it", () => {
  it("the demo's two, one, several, none", () => {
    expect(txtExportForbiddenMessage([102, 2397])).toBe(
      'A exportação em TXT está disponível somente para as empresas 102 e 2397. Selecione apenas essas empresas.',
    );
    expect(txtExportForbiddenMessage([2518])).toBe(
      'A exportação em TXT está disponível somente para a empresa 2518. Selecione apenas essa empresa.',
    );
    expect(txtExportForbiddenMessage([4, 9, 102])).toBe(
      'A exportação em TXT está disponível somente para as empresas 4, 9 e 102. Selecione apenas essas empresas.',
    );
    expect(txtExportForbiddenMessage([])).toBe(
      'A exportação em TXT não está disponível para as suas empresas.',
    );
  });
});

/**
 * One declaration item's cells as an importer's sheet holds them (pt-BR numbers), by the template's
 * field names (the process and item numbers as numbers): the spreadsheet benches fill their
 * workbooks and CSVs with it.
 */
export const declarationItemValues = (
  identification: number,
  itemNumber: number,
): Record<string, string | number> => ({
  identification,
  registryDate: '20/04/2026',
  itemNumber,
  ncm: '84713012',
  vmle: '120.000,00',
  vmld: '131.500,50',
  freight: '9.800,00',
  insurance: '1.700,50',
  ii: '14.465,06',
  ipi: '0',
  pis: '2.761,51',
  cofins: '12.689,80',
  antidumping: '0',
  siscomexFee: '154,23',
  icms: '38.123,44',
  grossWeight: '1.820,5',
  netWeight: '1.650',
  originCountry: 'CN',
});

import { SaxesParser, type SaxesTagNS } from 'saxes';

export type TSheetPart = { name: string; path: string };

/** Calls onElement with each element of an XML text, namespaces resolved (saxes); throws if malformed. */
const eachElement = (xml: string, onElement: (node: SaxesTagNS) => void): void => {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', onElement);
  parser.write(xml).close();
};

/** An attribute by its local name: unqualified (name="…"), or qualified by any prefix (r:id="…"). */
const attributeOf = (node: SaxesTagNS, local: string, isQualified = false): string | undefined =>
  Object.values(node.attributes).find(
    (attribute) => attribute.local === local && (attribute.uri !== '') === isQualified,
  )?.value;

/** What the reader takes from workbook.xml and its relations. */
export type TWorkbookIndex = { sheets: TSheetPart[]; isDate1904: boolean };

/**
 * The workbook's sheets in its tabs' order, whatever order the zip stores them in: their names from
 * workbook.xml, their parts from its relations (relative to xl/, or absolute as openpyxl writes
 * them); and its date system (a Mac's 1904 one counts days from 1904).
 */
export const indexWorkbook = (workbookXml: string, relationsXml: string): TWorkbookIndex => {
  const targets = new Map<string, string>();
  eachElement(relationsXml, (node) => {
    const id = attributeOf(node, 'Id');
    const target = attributeOf(node, 'Target');
    if (node.local === 'Relationship' && id && target) targets.set(id, target);
  });
  const index: TWorkbookIndex = { sheets: [], isDate1904: false };
  eachElement(workbookXml, (node) => {
    if (node.local === 'workbookPr') {
      index.isDate1904 = ['1', 'true'].includes(attributeOf(node, 'date1904') ?? '');
      return;
    }
    if (node.local !== 'sheet') return;
    const name = attributeOf(node, 'name');
    const target = targets.get(attributeOf(node, 'id', true) ?? '');
    if (name !== undefined && target) {
      index.sheets.push({ name, path: `xl/${target.replace(/^\/?(xl\/)?/, '')}` });
    }
  });
  return index;
};

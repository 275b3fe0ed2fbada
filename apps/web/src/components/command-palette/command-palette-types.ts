/** A screen the palette jumps to: one of the menu's entries the user may open. */
export type TPaletteScreen = { label: string; to: string };

/** A process the palette found: its reference and a line to tell it apart (company, exporter). */
export type TPaletteProcess = { id: number; reference: string; detail: string };

/** What the shell gives the palette: its screens, the header's search, and where to go. */
export type TCommandPaletteActions = {
  screens: readonly TPaletteScreen[];
  searchProcesses: (term: string, signal: AbortSignal) => Promise<TPaletteProcess[]>;
  onOpenScreen: (to: string) => void;
  onOpenProcess: (id: number) => void;
};

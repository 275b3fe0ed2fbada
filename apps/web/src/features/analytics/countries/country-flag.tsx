import { useSyncExternalStore } from 'react';
import type { flagUrl } from './flag-urls.ts';
import styles from './country-flag.module.css';

type TFlagModule = { flagUrl: typeof flagUrl };

// The flags' index (about 270 file names) is its own chunk, fetched once the first flag shows.
let flagModule: TFlagModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  loading ??= import('./flag-urls.ts').then((module) => {
    flagModule = module;
    for (const notify of listeners) notify();
  });
  return () => listeners.delete(listener);
};

type TCountryFlagProps = { alpha2: string | undefined };

/** The country's local SVG flag (flag-icons, no CDN); a neutral box while loading or unknown. */
export const CountryFlag = ({ alpha2 }: TCountryFlagProps) => {
  const module = useSyncExternalStore(subscribe, () => flagModule);
  const url = alpha2 ? module?.flagUrl(alpha2) : undefined;
  // Decorative: the country's name is always written next to it.
  return url ? (
    <img className={styles.flag} src={url} alt="" width={24} height={18} loading="lazy" />
  ) : (
    <span className={styles.flag} aria-hidden="true" data-empty="true" />
  );
};
